import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { encryptField, loadForge, RSA_BLOCK_BYTES } from "../src/core/crypto.js";

const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const publicPem = forge.pki.publicKeyToPem(keys.publicKey);

/** What the server does: split into 128-byte cipher blocks, decrypt each, join, UTF-8 decode. */
function decrypt(b64: string): { text: string; blocks: number } {
  const raw = forge.util.decode64(b64);
  expect(raw.length % 128).toBe(0);
  let bytes = "";
  for (let i = 0; i < raw.length; i += 128)
    bytes += keys.privateKey.decrypt(raw.slice(i, i + 128), "RSAES-PKCS1-V1_5");
  return { text: forge.util.decodeUtf8(bytes), blocks: raw.length / 128 };
}

describe("encryptField", () => {
  it("round-trips a short password in one block", async () => {
    const out = await encryptField(publicPem, "Demo@2026");
    expect(out).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(out)).toEqual({ text: "Demo@2026", blocks: 1 });
  });

  it("splits UTF-8 bytes into 117-byte blocks (Chinese text longer than one block)", async () => {
    const text = "差分账号与资源池的挂载点配置：固定解、浮点解。".repeat(4); // 3 bytes per character
    const bytes = new TextEncoder().encode(text).length;
    expect(bytes).toBeGreaterThan(RSA_BLOCK_BYTES * 2);
    const { text: back, blocks } = decrypt(await encryptField(publicPem, text));
    expect(back).toBe(text);
    expect(blocks).toBe(Math.ceil(bytes / RSA_BLOCK_BYTES));
  });

  it("exactly 117 bytes is one block, 118 two", async () => {
    expect(decrypt(await encryptField(publicPem, "a".repeat(117))).blocks).toBe(1);
    expect(decrypt(await encryptField(publicPem, "a".repeat(118))).blocks).toBe(2);
  });

  it("encrypts the empty string as one block", async () => {
    expect(decrypt(await encryptField(publicPem, ""))).toEqual({ text: "", blocks: 1 });
  });

  it("is randomized (PKCS#1 v1.5 padding)", async () => {
    expect(await encryptField(publicPem, "x")).not.toBe(await encryptField(publicPem, "x"));
  });

  it("rejects a bad PEM", async () => {
    await expect(encryptField("not a key", "x")).rejects.toThrow();
  });

  it("loadForge returns the same module every time", async () => {
    const a = await loadForge();
    expect(a.pki).toBeDefined();
    expect(await loadForge()).toBe(a);
  });
});
