# ruleid: secrets.generic-password
SIGNING_PASSWORD ?= 2318311628
# ok: secrets.generic-password
PASSWORD_MIN_LENGTH := 12
