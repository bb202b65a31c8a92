"""Settings for the NVIDIA integration."""
import os

DEBUG = False
# ruleid: secrets.nvidia-api-key
NVIDIA_API_KEY = "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"
# ok: secrets.nvidia-api-key
NVIDIA_API_KEY = os.environ["NVIDIA_API_KEY"]
# ruleid: secrets.nvidia-api-key
NVIDIA_API_KEY_STAGING = "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"
# ok: secrets.nvidia-api-key
NVIDIA_API_KEY_PREFIX = "nvapi-9GbIJh-OUNnkNEBpj"

TIMEOUT_SECONDS = 30
