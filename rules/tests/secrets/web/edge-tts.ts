export class EdgeSpeech {
  // ok: secrets.generic-token
  private static TRUSTED_CLIENT_TOKEN = "6A5AA1D4EAFF4E9FB37E23D68491D6F4";
  private static VOICES_URL = `https://speech.platform.bing.com/consumer/speech/synthesize/readaloud/voices/list?trustedclienttoken=${EdgeSpeech.TRUSTED_CLIENT_TOKEN}`;
}

export class AzureSpeech {
  // ruleid: secrets.generic-token
  private static SUBSCRIPTION_TOKEN = "7C2E9A41F0B84D6E93A5C81F27D04B6A";
}
