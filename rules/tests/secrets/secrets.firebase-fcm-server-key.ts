import { getMessaging } from "firebase-admin/messaging";

// Legacy HTTP API: the server key authorizes pushes to every device of the project.
// ruleid: secrets.firebase-fcm-server-key
const FCM_SERVER_KEY = "AAAApV8ky4s:APA91bUvquE39L6bMxF6MCzzFkQx3yIjgCeLUTtcNrr3rHGKtBM84wjnHQsSov5cmza3YxlCowRzYTGaTQkTCiOqaYRf-fBRKPXdCKdxPjTHxrQotocUIzITXP2fF6au_ThUn3xeJSqS";

export async function legacyPush(to: string, title: string) {
  await fetch("https://fcm.googleapis.com/fcm/send", {
    method: "POST",
    headers: {
      // ruleid: secrets.firebase-fcm-server-key
      Authorization: "key=AAAAKi2afxG:APA91bSGAPNYB3eNT7wBZBsnN4KJRewD9b-JP7AYGhGJK87burh31iozaooAO1Di5s6wVXKlHCmM5WYIomAVF_yo5zCsexQKplxHYdV5wSUSLShwgV8hx241RZBQJnWhEogvok1VC_Yw",
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ to, notification: { title } }),
  });
}

// HTTP v1 API through the Admin SDK, with a service account from the environment.
export async function push(token: string, title: string) {
  // ok: secrets.firebase-fcm-server-key
  await getMessaging().send({ token, notification: { title } });
}

// A device registration token is not a server credential.
// ok: secrets.firebase-fcm-server-key
export const DEMO_DEVICE = process.env.DEMO_DEVICE_TOKEN;
export { FCM_SERVER_KEY };
