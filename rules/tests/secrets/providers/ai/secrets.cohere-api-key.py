"""Settings for the Cohere integration."""
import os

DEBUG = False
# ruleid: secrets.cohere-api-key
COHERE_API_KEY = "v7X20hc9L7oIDQ95VESBR8t1IaUCngQhbKrIPuYC"
# ok: secrets.cohere-api-key
COHERE_API_KEY = os.environ["COHERE_API_KEY"]
# ruleid: secrets.cohere-api-key
COHERE_API_KEY_STAGING = "0eLX8xZ3mg0dMH8vCptugat7rzD1QUc1chsrufyS"
# ok: secrets.cohere-api-key
COHERE_API_KEY_PREFIX = "v7X20hc9L7oID"

TIMEOUT_SECONDS = 30
