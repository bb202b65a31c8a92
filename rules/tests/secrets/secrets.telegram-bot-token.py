import os

from telegram.ext import ApplicationBuilder, CommandHandler

# ruleid: secrets.telegram-bot-token
app = ApplicationBuilder().token("9708787852:AA4jMIIecrflydwRZDwfcl3QhcUJgh5ieEd").build()

# ok: secrets.telegram-bot-token
alerts_app = ApplicationBuilder().token(os.environ["TELEGRAM_BOT_TOKEN"]).build()

# ruleid: secrets.telegram-bot-token
SEND_URL = "https://api.telegram.org/bot3299672880:AAL010X6mGE8umGGxl1QhF-JZshPfoapFvN/sendMessage"

# ok: secrets.telegram-bot-token
CHAT_ID = "-1001234567890"


async def start(update, context):
    await update.message.reply_text("hi")


app.add_handler(CommandHandler("start", start))
