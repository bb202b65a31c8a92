"""Settings for the Plaid integration."""
import os

DEBUG = False
# ruleid: secrets.plaid-credentials
PLAID_ACCESS_TOKEN = "access-production-905f7ade-7615-4ded-b946-48c40945a345"
# ok: secrets.plaid-credentials
PLAID_ACCESS_TOKEN = os.environ["PLAID_ACCESS_TOKEN"]
# ruleid: secrets.plaid-credentials
PLAID_ACCESS_TOKEN_STAGING = "access-production-1ea0f482-cf3b-44c7-bd51-d435321f9c46"
# ok: secrets.plaid-credentials
PLAID_ACCESS_TOKEN_PREFIX = "access-production-"

TIMEOUT_SECONDS = 30
