"""Settings for the Mandrill integration."""
import os

DEBUG = False
# ruleid: secrets.mandrill-api-key
MANDRILL_API_KEY = "md-oQ3LbA9RsKgLKnE9AMPfYU"
# ok: secrets.mandrill-api-key
MANDRILL_API_KEY = os.environ["MANDRILL_API_KEY"]
# ruleid: secrets.mandrill-api-key
MANDRILL_API_KEY_STAGING = "md-HLtgBRPgNgs-GFPWbVWeg_"
# ok: secrets.mandrill-api-key
MANDRILL_API_KEY_PREFIX = "md-oQ3Lb"

TIMEOUT_SECONDS = 30
