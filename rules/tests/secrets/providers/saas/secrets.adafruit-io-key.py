import os

from Adafruit_IO import Client

# ruleid: secrets.adafruit-io-key
aio = Client("garden-sensor", "aio_Tq7mV2xLp9RcN4wZk8YbH3sJd6Ff")
# ok: secrets.adafruit-io-key
aio_env = Client("garden-sensor", os.environ["ADAFRUIT_IO_KEY"])
# ok: secrets.adafruit-io-key
aio_feed_name = "aio_garden_temperature_sensor"
# ruleid: secrets.adafruit-io-key
BACKUP_KEY = "aio_Wn4bQ8zRk2Lm7Xc5Jv9Pd3Hs6Gt1"
