"""Settings for the Databricks integration."""
import os

DEBUG = False
# ruleid: secrets.databricks-token
DATABRICKS_TOKEN = "dapiaba78af2488f462df7701a99f1387d03"
# ok: secrets.databricks-token
DATABRICKS_TOKEN = os.environ["DATABRICKS_TOKEN"]
# ruleid: secrets.databricks-token
DATABRICKS_TOKEN_STAGING = "dapia5b635dade8a26ae3f43f169ad01896d"
# ok: secrets.databricks-token
DATABRICKS_TOKEN_PREFIX = "dapiaba78af2"

TIMEOUT_SECONDS = 30
