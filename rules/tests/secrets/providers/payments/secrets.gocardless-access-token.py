"""Settings for the GoCardless integration."""
import os

DEBUG = False
# ruleid: secrets.gocardless-access-token
GOCARDLESS_ACCESS_TOKEN = "live_RL-iTyQ9XNZfOhW8mQ1QjHM8FWcfSrg7q80pspxg"
# ok: secrets.gocardless-access-token
GOCARDLESS_ACCESS_TOKEN = os.environ["GOCARDLESS_ACCESS_TOKEN"]
# ruleid: secrets.gocardless-access-token
GOCARDLESS_ACCESS_TOKEN_STAGING = "live_9RHWQkn-E1FimvAob4osNs_gUFmNBL8zwArrhThZ"
# ok: secrets.gocardless-access-token
GOCARDLESS_ACCESS_TOKEN_PREFIX = "live_RL-iTyQ9XN"

TIMEOUT_SECONDS = 30
