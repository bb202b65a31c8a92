import React from "react";
import ChatWootWidget from "@chatwoot/react-native-widget";
import { uploadDiagnostics } from "../lib/diagnostics";

export function SupportScreen({ user }: { user: { name: string; email: string } }) {
  return (
    <ChatWootWidget
      // ok: secrets.public-env-secret
      websiteToken={process.env.EXPO_PUBLIC_CHATWOOT_WEBSITE_TOKEN}
      baseUrl={process.env.EXPO_PUBLIC_CHATWOOT_BASE_URL}
      user={user}
    />
  );
}

export async function sendDiagnostics(report: Blob) {
  // ruleid: secrets.public-env-secret
  await uploadDiagnostics(report, process.env.EXPO_PUBLIC_DIAGNOSTICS_UPLOAD_TOKEN);
}
