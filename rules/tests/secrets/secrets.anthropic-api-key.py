import os

import anthropic

# ruleid: secrets.anthropic-api-key
client = anthropic.Anthropic(api_key="sk-ant-api03-dGnv9oD1kE2av664yMd4e7Wmou_d_PMvyj6AFVm67A4LezBMqeKKx05SsrRc_MDN0EQa17JGvgiqsVAKRfmDgCUDAwyftAA")

# ok: secrets.anthropic-api-key
server_client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])

SETTINGS = {
    # ruleid: secrets.anthropic-api-key
    "anthropic_key": "sk-ant-api03-WLDxb8rII1GYXrgupfyKTpZQd9vViN4KCY0sXBKs4wnG_3ptPcIsJZJPDk9zUHgtiaNkaxR9rz09e1SYhBGJyLF4gwdvpAA",
    # ok: secrets.anthropic-api-key
    "anthropic_key_hint": "sk-ant-api03-...",
}


def ask(prompt: str) -> str:
    msg = server_client.messages.create(model="claude-sonnet-4-5", max_tokens=512, messages=[{"role": "user", "content": prompt}])
    return msg.content[0].text
