// RSA field encryption for sign-in and other sensitive inputs (part1 §7: "encrypted on the
// client with a public key in 117-byte blocks"). WebCrypto has no RSA PKCS#1 v1.5 encryption,
// so node-forge does it; it is imported on first use so pages that never encrypt skip it.

import type * as Forge from "node-forge";

/** Plaintext bytes per RSA block: a 1024-bit key (128 bytes) minus 11 bytes of PKCS#1 v1.5 padding. */
export const RSA_BLOCK_BYTES = 117;

type ForgeModule = typeof Forge;
let forgePromise: Promise<ForgeModule> | undefined;

/**
 * Load node-forge once (dynamic import) and return it. Handles both the ESM default export
 * and the CommonJS namespace shape that bundlers produce.
 */
export function loadForge(): Promise<ForgeModule> {
  forgePromise ??= import("node-forge").then(
    (m) => ((m as { default?: ForgeModule }).default ?? m) as ForgeModule,
  );
  return forgePromise;
}

/**
 * Encrypt `plaintext` with the RSA public key `publicKeyPem` (PEM, `-----BEGIN PUBLIC KEY-----`):
 * its UTF-8 bytes are cut into blocks of at most 117 bytes (a multi-byte character may be
 * split across blocks; the server joins the decrypted bytes before decoding), each block is
 * encrypted with RSAES-PKCS1-v1_5, the cipher blocks (128 bytes each for a 1024-bit key)
 * are concatenated and the result is base64-encoded.
 * An empty plaintext gives one encrypted empty block.
 * Throws an Error when the PEM cannot be parsed. Source: part1 §7; brief (sign-in).
 */
export async function encryptField(publicKeyPem: string, plaintext: string): Promise<string> {
  const forge = await loadForge();
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const bytes = forge.util.encodeUtf8(plaintext);
  // A larger key has room for more bytes per block; keep 117 for the spec's 1024-bit key.
  const keyBytes = Math.ceil(key.n.bitLength() / 8);
  const blockBytes = Math.min(RSA_BLOCK_BYTES, keyBytes - 11);
  let out = "";
  let i = 0;
  do {
    out += key.encrypt(bytes.slice(i, i + blockBytes), "RSAES-PKCS1-V1_5");
    i += blockBytes;
  } while (i < bytes.length);
  return forge.util.encode64(out);
}
