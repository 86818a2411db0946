// A stand-in for a Google Apps Script web app, to run the script the Connect your tools screen
// gives an owner: the script runs in Node's `vm` with the Apps Script globals it uses
// (`Utilities`, `SpreadsheetApp`, `ContentService`) behind a loopback server that, like Apps
// Script, answers every POST with a 302 once `doPost` has run.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import vm from "node:vm";

/** Apps Script's bytes are Java's: signed, from -128 to 127. */
const javaBytes = (buffer: Buffer) => Array.from(buffer, (byte) => (byte > 127 ? byte - 256 : byte));
const nodeBuffer = (bytes: number[]) => Buffer.from(bytes.map((byte) => (byte < 0 ? byte + 256 : byte)));

export interface AppsScriptWebApp {
  /** The web app's address (on 127.0.0.1). */
  url: string;
  /** The sheet's rows, as the script appended them. */
  rows: unknown[][];
  /** What `doPost` answered to each delivery ("ok", "bad signature", …). */
  answers: string[];
  close(): Promise<void>;
}

export async function appsScriptWebApp(script: string): Promise<AppsScriptWebApp> {
  const rows: unknown[][] = [];
  const sheet = {
    appendRow: (row: unknown[]) => void rows.push(row),
    getLastRow: () => rows.length,
    getRange: (row: number, column: number, count: number, columns: number) => ({
      getValues: () =>
        rows.slice(row - 1, row - 1 + count).map((values) => values.slice(column - 1, column - 1 + columns)),
    }),
  };
  const globals = vm.createContext({
    Utilities: {
      base64Decode: (text: string) => javaBytes(Buffer.from(text, "base64")),
      base64Encode: (bytes: number[]) => nodeBuffer(bytes).toString("base64"),
      newBlob: (text: string) => ({ getBytes: () => javaBytes(Buffer.from(text, "utf8")) }),
      computeHmacSha256Signature: (value: number[], key: number[]) =>
        javaBytes(crypto.createHmac("sha256", nodeBuffer(key)).update(nodeBuffer(value)).digest()),
    },
    SpreadsheetApp: { getActiveSpreadsheet: () => ({ getSheets: () => [sheet] }) },
    ContentService: { createTextOutput: (text: string) => ({ text }) },
  });
  vm.runInContext(script, globals);
  const doPost = globals.doPost as (event: { postData: { contents: string } }) => { text: string };
  const answers: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      answers.push(doPost({ postData: { contents: Buffer.concat(chunks).toString("utf8") } }).text);
      response.writeHead(302, { location: "https://script.googleusercontent.com/macros/echo" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/macros/s/stand-in/exec`,
    rows,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
