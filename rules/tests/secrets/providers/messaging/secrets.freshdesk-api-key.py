"""Settings for the Freshdesk integration."""
import os

DEBUG = False
# ruleid: secrets.freshdesk-api-key
FRESHDESK_API_KEY = "Atf43apt74UJ9KSbb3H6"
# ok: secrets.freshdesk-api-key
FRESHDESK_API_KEY = os.environ["FRESHDESK_API_KEY"]
# ruleid: secrets.freshdesk-api-key
FRESHDESK_API_KEY_STAGING = "qWabH8k4NyhTrbn3Z4VN"
# ok: secrets.freshdesk-api-key
FRESHDESK_API_KEY_PREFIX = "Atf43apt"

TIMEOUT_SECONDS = 30
