import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { runDatabaseCommand } from "./database-command";

describe("an operator's command read through a pipe", () => {
  it("stops writing when the reader has gone, and ends as it would have (no EPIPE)", async () => {
    // `| head -c 10`: a real pipe whose reader leaves after ten bytes.
    const head = spawn("head", ["-c", "10"], { stdio: ["pipe", "ignore", "inherit"] });
    const ended = once(head, "exit");
    let lines = 0;
    const code = await runDatabaseCommand(
      [],
      async (_args, { out }) => {
        out("0123456789abcdef\n");
        await ended;
        // The pipe is closed now: each write fails with EPIPE, which must end nothing.
        for (let line = 0; line < 100; line += 1) {
          out(`line ${line}\n`);
          lines += 1;
          await new Promise((resolve) => setImmediate(resolve));
        }
        return 0;
      },
      { stdout: head.stdin },
    );
    expect(code).toBe(0);
    expect(lines).toBe(100);
  });
});
