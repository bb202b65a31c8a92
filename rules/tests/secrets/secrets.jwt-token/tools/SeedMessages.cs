using System.Net.Http.Headers;

// Seeds a developer's local instance with test messages.
var client = new HttpClient();

await Seed.PostMessageAsync(client, "http://localhost:3001/api/v9/channels/1324497120836834414/messages",
    // ok: secrets.jwt-token
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjExODQ0MDM5MjAxNDgyMTE3MTIiLCJpYXQiOjE3NDQyMTMxNzd9.VNfJNyVO__tXf6Bn-eU7woDNSAE5ALopYDWsZYKgNvg",
    new { content = "Hello world" });

// The staging instance: the same call with a token of a real account.
await Seed.PostMessageAsync(client, "https://staging.chat.example.org/api/v9/channels/1324497120836834414/messages",
    // ruleid: secrets.jwt-token
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjExODQ0MDM5MjAxNDgyMTczNDQiLCJpYXQiOjE3NDQyMTMyOTB9.zN4--4AxjkeJRULULfPIMlS5ACCB17QLmSmpHcBdj9I",
    new { content = "Hello world" });
