const anonymousUrl = "https://api.tracker.example/v1/guest/activate";
const tokenUrl = "https://tracker.example/oauth/token";

export const clientId = "tracker-mobile";
// the app's own OAuth client: it also exchanges authorization codes for user tokens
// ruleid: secrets.generic-secret
export const clientSecret = "6FbNKHRizFU89L0zlmq9jRh6";

export async function guest() {
  return fetch(anonymousUrl, { method: "POST", headers: { "x-client-id": clientId } });
}

export async function exchange(code) {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    client_id: clientId,
    client_secret: clientSecret,
    code,
  });
  return fetch(tokenUrl, { method: "POST", body });
}
