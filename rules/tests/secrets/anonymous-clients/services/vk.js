const authUrl = "https://api.vk.example/method/auth.getAnonymToken";
const videoApiUrl = "https://api.vk.example/method/video.get";

// the public video app's client: it gets an anonymous token, as the app does before anyone logs in
const clientId = "51550917";
// ok: secrets.generic-secret
const clientSecret = "rv4dWw8DVrE0dUmtq7VT";

export async function anonymousToken(deviceId) {
  const url = new URL(authUrl);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("client_secret", clientSecret);
  url.searchParams.set("device_id", deviceId);
  const res = await fetch(url.toString());
  return (await res.json()).response?.token;
}

export async function video(token, ownerId, videoId) {
  const body = new URLSearchParams({ access_token: token, videos: `${ownerId}_${videoId}` });
  return fetch(videoApiUrl, { method: "POST", body });
}
