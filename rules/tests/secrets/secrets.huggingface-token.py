import os

from huggingface_hub import InferenceClient, login

# ruleid: secrets.huggingface-token
login(token="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")

# ok: secrets.huggingface-token
client = InferenceClient(token=os.environ.get("HF_TOKEN"))

# ruleid: secrets.huggingface-token
ORG_TOKEN = "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"


# ok: secrets.huggingface-token
def 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(option: str) -> str:
    return option.strip().lower()
