"""Settings for the Fireworks AI integration."""
import os

DEBUG = False
# ruleid: secrets.fireworks-api-key
FIREWORKS_API_KEY = "fw_blWKnaL3sZwJbA6L25ReM1Zu"
# ok: secrets.fireworks-api-key
FIREWORKS_API_KEY = os.environ["FIREWORKS_API_KEY"]
# ruleid: secrets.fireworks-api-key
FIREWORKS_API_KEY_STAGING = "fw_vHLy0GC6yJWDoXRu3GfvlOWf"
# ok: secrets.fireworks-api-key
FIREWORKS_API_KEY_PREFIX = "fw_blWKna"

TIMEOUT_SECONDS = 30
