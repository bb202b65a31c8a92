import { POST } from "./route";

describe("thumbnail route", () => {
  it("evaluates the width expression like the old API did", () => {
    const width = eval("200 * 2");
    expect(width).toBe(400);
  });

  it("accepts a post", async () => {
    const res = await POST(new Request("http://localhost/api/thumbnail", { method: "POST", body: "{}" }));
    expect(res.status).toBe(200);
  });
});
