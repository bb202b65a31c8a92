"""Settings for the Perplexity integration."""
import os

DEBUG = False
# ruleid: secrets.perplexity-api-key
PERPLEXITY_API_KEY = "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"
# ok: secrets.perplexity-api-key
PERPLEXITY_API_KEY = os.environ["PERPLEXITY_API_KEY"]
# ruleid: secrets.perplexity-api-key
PERPLEXITY_API_KEY_STAGING = "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"
# ok: secrets.perplexity-api-key
PERPLEXITY_API_KEY_PREFIX = "pplx-crhd5EDZoYdx"

TIMEOUT_SECONDS = 30
