import { Input } from "@/components/ui/input";

// The placeholder shows the user what a bot token looks like: the form holds no value of its own.
export function BotTokenField(props: { value: string; onChange: (v: string) => void }) {
  return (
    <Input
      // ok: secrets.telegram-bot-token
      placeholder="6660491268:AAFMGmajZOVewpMNZCgJr5H7cpXpoZPgvXw"
      {...props}
    />
  );
}

export const hints = {
  // ok: secrets.telegram-bot-token
  botTokenHint: "5512093847:AAHq2Lm9Xv4Rt8Zp3Nc6Wb1Ks7Jd0Gf5Ye2",
};

// ruleid: secrets.telegram-bot-token
export const ALERT_BOT = { token: "7719023846:AAGw3Lp8Xm2Qz7Rv4Tn9Bc1Hs6Jd5Gf0Ya3" };

export function AlertBotField() {
  // the same token again: one finding per value and file, at line 20, which names this line
  // ok: secrets.telegram-bot-token
  return <Input placeholder="Bot token" defaultValue="7719023846:AAGw3Lp8Xm2Qz7Rv4Tn9Bc1Hs6Jd5Gf0Ya3" />;
}
