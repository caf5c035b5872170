import cluster from "node:cluster";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  localSubmissionGate,
  serveSubmissionGate,
  submissionGateInPrimary,
} from "./submission-gate";

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
      answers.push(await gate.reserve(address));
    }
    expect(answers).toEqual([true, true, true, false]);
  });

  it("counts only messages that were stored: a refund gives the reservation back", async () => {
    vi.stubEnv("CONTACT_RATE_LIMIT", "2");
    const gate = localSubmissionGate();
    // Five saves that fail (a read-only disk): each reservation is refunded.
    for (let failed = 0; failed < 5; failed++) {
      expect(await gate.reserve("192.0.2.3")).toBe(true);
      await gate.refund("192.0.2.3");
    }
    expect(await gate.reserve("192.0.2.3")).toBe(true);
    expect(await gate.reserve("192.0.2.3")).toBe(true);
    expect(await gate.reserve("192.0.2.3")).toBe(false);
  });
});

describe("the gate in a worker", () => {
  it("asks the primary and keeps to its answer", async () => {
    const send = vi.fn();
    process.send = send;
    const gate = submissionGateInPrimary();
    const answer = gate.reserve("192.0.2.7");
    const [question] = send.mock.calls[0] ?? [];
    expect(question).toMatchObject({
      type: "submission-gate",
      action: "reserve",
      address: "192.0.2.7",
    });
    // Another answer, to a question this worker did not ask, changes nothing.
    process.emit("message", { type: "submission-gate", id: -1, allowed: true }, undefined);
    process.emit("message", { ...question, allowed: false }, undefined);
    await expect(answer).resolves.toBe(false);
  });

  it("passes a refund on to the primary", async () => {
    const send = vi.fn();
    process.send = send;
    await submissionGateInPrimary().refund("192.0.2.8");
    expect(send.mock.calls[0]?.[0]).toMatchObject({ action: "refund", address: "192.0.2.8" });
  });

  it("lets a message through, and says so, when the primary does not answer", async () => {
    vi.useFakeTimers();
    process.send = vi.fn();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = submissionGateInPrimary().reserve("192.0.2.9");
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("did not answer in time"));
  });
});

describe("the gate in the primary", () => {
  it("reserves and refunds for the workers that ask", async () => {
    const reserve = vi.fn(async () => true);
    const refund = vi.fn(async () => undefined);
    const on = vi.spyOn(cluster, "on").mockImplementation(() => cluster);
    serveSubmissionGate({ reserve, refund });
    const listener = on.mock.calls[0]?.[1] as (worker: unknown, message: unknown) => void;
    const worker = { isConnected: () => true, send: vi.fn() };
    listener(worker, { type: "submission-gate", id: 1, action: "refund", address: "a" });
    listener(worker, { type: "submission-gate", id: 2, action: "reserve", address: "b" });
    listener(worker, { type: "submission-gate", id: 3, action: "erase", address: "c" });
    await vi.waitFor(() => expect(worker.send).toHaveBeenCalledTimes(1));
    expect(refund).toHaveBeenCalledWith("a");
    expect(reserve).toHaveBeenCalledTimes(1);
    expect(worker.send).toHaveBeenCalledWith({ type: "submission-gate", id: 2, allowed: true });
  });
});
