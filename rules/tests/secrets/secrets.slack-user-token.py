import os

from slack_sdk import WebClient

# ruleid: secrets.slack-user-token
admin = WebClient(token="xoxp-666375717491-505074603657-3062353084051-02d442391ca6212657359958ea1dbc79")

# ok: secrets.slack-user-token
reader = WebClient(token=os.environ["SLACK_USER_TOKEN"])

# Legacy workspace token still used by the export script.
# ruleid: secrets.slack-user-token
EXPORT_TOKEN = "xoxa-2-9f8e7d6c5b4a3928170f6e5d4c3b2a19"

# ok: secrets.slack-user-token
EXAMPLE = "xoxp-0000000000-0000000000-0000000000-00000000000000000000000000000000"


def export_channel(channel_id: str) -> list[dict]:
    return admin.conversations_history(channel=channel_id)["messages"]
