import os

from slack_sdk import WebClient

# ruleid: secrets.slack-user-token
admin = WebClient(token="xoxp-666375717491-505074603657-3062353084051-02d442391ca6212657359958ea1dbc79")

# ok: secrets.slack-user-token
reader = WebClient(token=os.environ["SLACK_USER_TOKEN"])

# Legacy workspace token still used by the export script.
# ruleid: secrets.slack-user-token
EXPORT_TOKEN = "xoxa-2-9f8e7d6c5b4a3928170f6e5d4c3b2a19"

# A workspace app's access token (xoxa-2-, dashed ids and a hex tail).
# ruleid: secrets.slack-user-token
WORKSPACE_TOKEN = "xoxa-2-733715131040-489430454998-7680235184411-6c1bf1d3ee38b615c51e9db284ee18fcc5b7fc84c48f326faf5594740e55c37a"

# ok: secrets.slack-user-token
WORKSPACE_TOKEN_PREFIX = "xoxa-2-"

# ruleid: secrets.slack-user-token
STAGING_WORKSPACE_TOKEN = "xoxa-2-850012926436-999763881558-1275530962786-0f7dcd8a92fab5a071d4723921aabd74b0375aaff563a2c9f743f5361025e6be"

# ok: secrets.slack-user-token
STAGING_WORKSPACE_TOKEN_ENV = os.environ.get("SLACK_WORKSPACE_TOKEN", "")

# ok: secrets.slack-user-token
EXAMPLE = "xoxp-0000000000-0000000000-0000000000-00000000000000000000000000000000"


def export_channel(channel_id: str) -> list[dict]:
    return admin.conversations_history(channel=channel_id)["messages"]
