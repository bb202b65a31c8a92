"""Settings for the Mixpanel integration."""
import os

DEBUG = False
# ruleid: secrets.mixpanel-secret
MIXPANEL_API_SECRET = "3rCjfzVkihJLaJ0AQRMGceV4Nh8Se5Wf"
# ok: secrets.mixpanel-secret
MIXPANEL_API_SECRET = os.environ["MIXPANEL_API_SECRET"]
# ruleid: secrets.mixpanel-secret
MIXPANEL_API_SECRET_STAGING = "d98MM772QHaiDg4jBlgz6V20aEwkD7Ge"
# ok: secrets.mixpanel-secret
MIXPANEL_API_SECRET_PREFIX = "3rCjfzVkih"

TIMEOUT_SECONDS = 30
