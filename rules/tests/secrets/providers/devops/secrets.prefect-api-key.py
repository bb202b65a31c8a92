"""Settings for the Prefect integration."""
import os

DEBUG = False
# ruleid: secrets.prefect-api-key
PREFECT_API_KEY = "pnu_erSrTTZGKGagskm1ymgJrPp1QZww96sMFaeL"
# ok: secrets.prefect-api-key
PREFECT_API_KEY = os.environ["PREFECT_API_KEY"]
# ruleid: secrets.prefect-api-key
PREFECT_API_KEY_STAGING = "pnu_sKkCgcYeZIL3DQrPAiS3wvSgnliDyOj6kot3"
# ok: secrets.prefect-api-key
PREFECT_API_KEY_PREFIX = "pnu_erSrTTZGK"

TIMEOUT_SECONDS = 30
