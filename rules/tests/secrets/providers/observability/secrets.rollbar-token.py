"""Settings for the Rollbar integration."""
import os

DEBUG = False
# ruleid: secrets.rollbar-token
ROLLBAR_ACCESS_TOKEN = "14e09e50e715241394ab48b246b750fc"
# ok: secrets.rollbar-token
ROLLBAR_ACCESS_TOKEN = os.environ["ROLLBAR_ACCESS_TOKEN"]
# ruleid: secrets.rollbar-token
ROLLBAR_ACCESS_TOKEN_STAGING = "e82169ed85ff43b70f6efb122b304a0a"
# ok: secrets.rollbar-token
ROLLBAR_ACCESS_TOKEN_PREFIX = "14e09e50e7"

TIMEOUT_SECONDS = 30
