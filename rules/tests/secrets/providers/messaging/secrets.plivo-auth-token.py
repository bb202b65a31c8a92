"""Settings for the Plivo integration."""
import os

DEBUG = False
# ruleid: secrets.plivo-auth-token
PLIVO_AUTH_TOKEN = "iSMTzVuCKWaIePYO9nmCBQGNuKqbEvfrHeE1fLZe"
# ok: secrets.plivo-auth-token
PLIVO_AUTH_TOKEN = os.environ["PLIVO_AUTH_TOKEN"]
# ruleid: secrets.plivo-auth-token
PLIVO_AUTH_TOKEN_STAGING = "Ghcdnr1MIBdd8Nh5Rg7lrV0nxYW04piCIH2bFNw4"
# ok: secrets.plivo-auth-token
PLIVO_AUTH_TOKEN_PREFIX = "iSMTzVuCKWaIe"

TIMEOUT_SECONDS = 30
