import { afterEach, describe, expect, it, vi } from "vitest";
import { localSubmissionGate, submissionGateInPrimary } from "./submission-gate";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  delete process.send;
});

describe("the gate in one process", () => {
  it("allows each address its limit, whatever the others do", async () => {
    vi.stubEnv("CONTACT_RATE_LIMIT", "2");
    const gate = localSubmissionGate();
    const answers = [];
    for (const address of ["192.0.2.1", "192.0.2.1", "192.0.2.2", "192.0.2.1"]) {
      answers.push(await gate(address));
    }
    expect(answers).toEqual([true, true, true, false]);
  });
});

describe("the gate in a worker", () => {
  it("asks the primary and keeps to its answer", async () => {
    const send = vi.fn();
    process.send = send;
    const gate = submissionGateInPrimary();
    const answer = gate("192.0.2.7");
    const [question] = send.mock.calls[0] ?? [];
    expect(question).toMatchObject({ type: "submission-gate", address: "192.0.2.7" });
    // Another answer, to a question this worker did not ask, changes nothing.
    process.emit("message", { type: "submission-gate", id: -1, allowed: true }, undefined);
    process.emit("message", { ...question, allowed: false }, undefined);
    await expect(answer).resolves.toBe(false);
  });

  it("lets a message through, and says so, when the primary does not answer", async () => {
    vi.useFakeTimers();
    process.send = vi.fn();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = submissionGateInPrimary()("192.0.2.9");
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("did not answer in time"));
  });
});
