"""The assistant loop: ask the model, run the tools it calls, feed the results back.

The contract, in short (see :class:`~assistant.agent.loop.result.AgentResult`):

- the loop runs until the model answers (a reply without tool calls) or ``max_steps`` tool
  rounds are spent; spending the budget is ``ok`` and ``exhausted`` with no answer, and a
  ``max_steps`` of zero or less is that at once, without a request; a round that only calls
  ``free_tools`` (asking the writer, showing a plan) does not count, up to ``max_steps``
  such rounds;
- a continuation works on a copy of the caller's conversation and sends only its visible
  exchange: tool calls and tool results of earlier turns are never sent again, so a stale
  reading of something since changed is not mistaken for current data;
- ``tool_log`` lists each call as ``name(arguments)``; ``usage`` sums every model call, also
  when a later one fails or is cancelled; ``error`` is structured, never prose;
- nothing escapes: provider failures, tool failures and a raising ``on_event`` all end up
  in the result or in the log;
- an answer that stops at the model's length limit is ``cut_off``, and a run stopped or
  failed mid-answer keeps the text that came: :func:`keep_going` continues either answer;
- what the writer adds while the run goes on (``options.steering``) is given to the model
  at the next round boundary, before the next request; an answer that came while a
  correction waited is followed by the correction and another request, spending no step;
- a long tool reports how far it got (``ToolProgress`` events between its start and end);
  the calls of one reply that are all ``side_by_side`` tools (read-only calls that wait on
  a model, such as summaries) run at the same time on helper threads, their events still
  delivered on the loop's thread and their results kept in the order the model made them;
- the same call (tool and arguments) made several times in a row is noticed: from the
  :data:`REPEAT_NOTE_AFTER`-th the model is told with the result, from the
  :data:`REPEAT_REFUSE_AFTER`-th the call is not run, and a ``ToolCallRepeated`` event says so;
  Keep going goes on counting where the run it continues stopped.

Blocking: it drives the provider. Call it off the GUI thread. A provider that stops by
itself when the token trips (``stops_on_cancel``: the HTTP providers, which shut the blocked
socket down, and the scripted one) runs on this thread, with no thread started per request.
Any other provider runs on a short-lived helper thread while this thread waits for text, the
reply, or a cancel, so ``cancel`` returns at once even from a provider stuck in a read.
Either way, events are delivered on the thread that called the loop.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from assistant.agent.loop import progress
from assistant.agent.loop.cancel import WRITER_STOPPED, CancelToken
from assistant.agent.loop.events import (
    AgentEvent,
    RequestStarted,
    RunFinished,
    TextDelta,
    ToolCallFinished,
    ToolCallRepeated,
    ToolCallStarted,
    ToolProgress,
    UsageReported,
)
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    AiProvider,
    AiRequest,
    AiResponse,
    AiToolCall,
    AiToolSpec,
    ErrorKind,
    FinishReason,
    ProviderError,
    Role,
    TokenUsage,
)
from assistant.agent.loop.options import EventSink, Executor, LoopOptions
from assistant.agent.loop.result import AgentResult
from assistant.agent.loop.steering import CorrectionGiven, correction_message
from assistant.agent.tools.base import ToolOutcome

log = logging.getLogger(__name__)

NO_OPTIONS = LoopOptions()

CANCELLED_BEFORE_RUN = f"Not run: {WRITER_STOPPED}."
STOPPED_WHILE_RUNNING = f"Not finished: {WRITER_STOPPED} while it ran."
SIDE_BY_SIDE_AT_MOST = 4
"""Calls of one reply run at the same time, at most."""
RAW_ARGUMENTS_SHOWN = 2000
"""Characters of a bad call's raw arguments kept in the tool log."""

CONTINUE_PROMPT = (
    "Your answer above was cut off. Continue it exactly where it stopped, mid-sentence if "
    "need be, without repeating anything and without starting over."
)
"""What the model is told when Keep going continues an answer that stopped short."""

REPEAT_NOTE_AFTER = 3
"""From this many identical calls in a row, the model is told it is repeating itself."""
REPEAT_REFUSE_AFTER = 5
"""From this many identical calls in a row, the call is not run again."""
REPEAT_NOTE = (
    "\n\n[Quire: this is the same call, with the same arguments, {times} times in a row; it "
    "gives the same result each time. Do not make it again: use what you have, try another "
    "tool or other arguments, or answer.]"
)
REPEAT_REFUSED = (
    "Not run: this is the same call, with the same arguments, {times} times in a row, and "
    "its result is above. Use it, try something else, or answer."
)


def run_agent_conversation(
    provider: AiProvider,
    tools: Sequence[AiToolSpec],
    executor: Executor,
    system_prompt: str,
    question: str,
    max_steps: int = 6,
    options: LoopOptions = NO_OPTIONS,
) -> AgentResult:
    """Ask ``question`` under ``system_prompt`` with ``tools`` attached; see the module doc."""
    transcript = [AiMessage.system(system_prompt), AiMessage.user(question)]
    return _LoopRun(provider, tools, executor, options).run(transcript, max_steps)


def run_agent_continuation(
    provider: AiProvider,
    tools: Sequence[AiToolSpec],
    executor: Executor,
    conversation: Sequence[AiMessage],
    max_steps: int = 6,
    options: LoopOptions = NO_OPTIONS,
) -> AgentResult:
    """Continue ``conversation`` (oldest first, system message first, the new question last).

    Only its visible messages are sent (system, user, and assistant answers without tool
    calls); the caller's sequence is never touched.
    """
    transcript = [message for message in conversation if message.is_visible]
    return _LoopRun(provider, tools, executor, options).run(transcript, max_steps)


def keep_going(
    provider: AiProvider,
    tools: Sequence[AiToolSpec],
    executor: Executor,
    result: AgentResult,
    max_steps: int = 6,
    options: LoopOptions = NO_OPTIONS,
) -> AgentResult:
    """Continue a run that did not finish (exhausted, cancelled, failed, or an answer cut
    off) with a fresh budget.

    Picks up ``result.transcript`` as it stands, tool results of that run included, so the
    model carries on where it stopped. When the run stopped in the middle of an answer (cut
    off, or stopped or failed while it streamed), the model is asked to continue that answer,
    and the new result's ``answer`` is the whole of it. The new result's ``tool_log`` and
    ``usage`` cover only the calls made here. Raises ``ValueError`` for a run that answered
    completely.
    """
    if result.complete:
        raise ValueError("keep_going needs a run that did not answer completely")
    if not result.transcript:
        raise ValueError("keep_going needs the transcript of a run")
    transcript = list(result.transcript)
    prefix = result.answer if result.cut_off or not result.ok else ""
    if _ends_in_answer(transcript):
        transcript.append(AiMessage.user(CONTINUE_PROMPT))
    loop = _LoopRun(provider, tools, executor, options)
    loop.prefix = prefix
    loop.count_repeats_in(transcript)
    return loop.run(transcript, max_steps)


def _ends_in_answer(transcript: Sequence[AiMessage]) -> bool:
    """True when the last message is the model's text without tool calls (an answer)."""
    last = transcript[-1] if transcript else None
    return last is not None and last.role is Role.ASSISTANT and not last.tool_calls


_COMPACT_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
_SORTED_JSON = json.JSONEncoder(ensure_ascii=False, sort_keys=True)


def format_tool_call(call: AiToolCall) -> str:
    """``name(arguments)``: the arguments as compact JSON, or the raw text if it did not parse
    (cut short when very long)."""
    if call.arguments_parse:
        arguments = _COMPACT_JSON.encode(call.arguments)
    else:
        arguments = call.raw_arguments
        if len(arguments) > RAW_ARGUMENTS_SHOWN:
            arguments = arguments[:RAW_ARGUMENTS_SHOWN] + "…"
    return f"{call.name}({arguments})"


class _LoopRun:
    """One run of the loop over a transcript it owns."""

    def __init__(
        self,
        provider: AiProvider,
        tools: Sequence[AiToolSpec],
        executor: Executor,
        options: LoopOptions,
    ) -> None:
        self.provider = provider
        self.free_tools = options.free_tools
        self.side_by_side = options.side_by_side
        self.tools = tuple(tools)
        self.executor = executor
        self.on_event = options.on_event
        self.cancel = options.cancel if options.cancel is not None else CancelToken()
        self.max_output_tokens = options.max_output_tokens
        self.temperature = options.temperature
        self.steering = options.steering
        self.usage = TokenUsage()
        self.tool_log: list[str] = []
        self.transcript: list[AiMessage] = []
        self.finish_reason: FinishReason | None = None
        self.used_ids: set[str] = set()
        self.prefix = ""
        """The start of the answer this run continues (Keep going after a cut-off)."""
        self.model = ""
        self._streamed: list[str] = []
        """The text streamed by the request going on now."""
        self._last_call: AiToolCall | None = None
        self._system_lead: tuple[int, str] | None = None
        """How many system messages open the transcript, and their text joined, when no
        other system message follows (see :meth:`_split`)."""
        self._repeats = 0
        self.partial = ""
        """The answer so far, when a request was stopped or failed while it streamed."""

    # -- the loop ---------------------------------------------------------------------------

    def run(self, transcript: list[AiMessage], max_steps: int) -> AgentResult:
        self.transcript = transcript
        self._system_lead = _system_lead(transcript)
        self.used_ids = {m.tool_call_id for m in transcript if m.tool_call_id}
        try:
            result = self._loop(max_steps)
        except Exception as exc:  # a bug here must not take the caller's thread down
            log.exception("assistant loop failed")
            result = self._failed(AgentError(ErrorKind.INTERNAL, _exception_text(exc)))
        self._emit(RunFinished(result))
        return result

    def _loop(self, max_steps: int) -> AgentResult:
        steps = free = step = 0
        while steps < max_steps:
            step += 1
            if self.cancel.cancelled:
                return self._cancelled()
            self._take_corrections()
            self._emit(RequestStarted(step))
            outcome = self._request()
            if isinstance(outcome, AgentResult):
                return outcome
            response = outcome
            calls = self._with_unique_ids(response.tool_calls)
            if not calls and response.finish_reason is FinishReason.LENGTH:
                # Cut off at the length limit: what came is kept (maybe nothing yet).
                if response.text:
                    self.transcript.append(AiMessage.assistant(response.text))
                return self._result(ok=True, answer=self.prefix + response.text)
            if not calls:
                if not response.text.strip():
                    return self._failed(
                        AgentError(
                            ErrorKind.BAD_RESPONSE,
                            "the model returned neither text nor tool calls "
                            f"(finish reason: {response.finish_reason})",
                        )
                    )
                self.transcript.append(AiMessage.assistant(response.text))
                if self.steering is not None and self.steering.waiting:
                    self.prefix = ""  # the writer added something: the model answers anew
                    continue
                return self._result(ok=True, answer=self.prefix + response.text)
            self.transcript.append(AiMessage.assistant(response.text, calls))
            self._run_tools(calls)
            if self.cancel.cancelled:
                return self._cancelled()
            if free < max_steps and all(call.name in self.free_tools for call in calls):
                free += 1  # asking the writer or showing a plan spends no step
            else:
                steps += 1
        return self._result(ok=True, exhausted=True)

    def _take_corrections(self) -> None:
        """Give the model what the writer added since the last request, if anything."""
        taken = self.steering.take() if self.steering is not None else ()
        if taken:
            self.transcript.append(correction_message(taken))
            for text in taken:
                self._emit(CorrectionGiven(text))

    def _request(self) -> AiResponse | AgentResult:
        """One model call; a result when it failed or was cancelled."""
        system, messages = self._split()
        request = AiRequest(
            system_prompt=system,
            messages=messages,
            tools=self.tools,
            max_output_tokens=self.max_output_tokens,
            temperature=self.temperature,
        )
        self._streamed = []
        kind, value, streamed = self._call_provider(request)
        if kind == "cancel":
            self._keep_streamed()
            return self._cancelled()
        if kind == "error":
            self._keep_streamed()
            return self._provider_failed(value)
        response = value
        if isinstance(getattr(response, "model", None), str) and response.model:
            self.model = response.model
        problem = _response_problem(response)
        if problem:
            return self._failed(AgentError(ErrorKind.BAD_RESPONSE, problem))
        self.usage = self.usage + response.usage
        self.finish_reason = response.finish_reason
        self._emit(UsageReported(response.usage))
        if self.cancel.cancelled:
            return self._cancelled()
        if response.text and not streamed:
            self._emit(TextDelta(response.text))
        return response

    def _split(self) -> tuple[str, tuple[AiMessage, ...]]:
        """The system prompt and the other messages of the transcript. The loop only ever
        adds messages of other roles, so a transcript whose system messages all come first
        is split where they end, without looking at each message again."""
        transcript = self.transcript
        lead = self._system_lead
        if lead is None:
            system, others = _split_system(transcript)
            return system, tuple(others)
        return lead[1], tuple(transcript[lead[0] :])

    def _call_provider(self, request: AiRequest) -> tuple[str, Any, bool]:
        """Run one request; ``("done", response)``, ``("error", exc)`` or ``("cancel", None)``.

        The last item says whether any text streamed.
        """
        if getattr(self.provider, "stops_on_cancel", False) is True:
            return self._call_here(request)
        return self._call_on_helper(request)

    def _call_here(self, request: AiRequest) -> tuple[str, Any, bool]:
        """The provider runs on this thread; a cancel makes it raise at once."""
        streamed = False

        def on_text(delta: str) -> None:
            nonlocal streamed
            streamed = self._relay_text(delta) or streamed

        try:
            response = self.provider.complete(request, on_text=on_text, cancel=self.cancel)
        except Exception as exc:  # decided by the loop, as from the helper thread
            if self.cancel.cancelled:
                return "cancel", None, streamed
            return "error", exc, streamed
        return "done", response, streamed

    def _call_on_helper(self, request: AiRequest) -> tuple[str, Any, bool]:
        """The provider runs on a helper thread. This thread relays its text as events and
        returns as soon as the token trips, whether or not the provider has noticed yet."""
        inbox: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        provider, cancel = self.provider, self.cancel

        def work() -> None:
            try:
                response = provider.complete(
                    request, on_text=lambda delta: inbox.put(("text", delta)), cancel=cancel
                )
            except BaseException as exc:  # relayed to the loop thread, which decides
                inbox.put(("error", exc))
            else:
                inbox.put(("done", response))

        unregister = cancel.on_cancel(lambda: inbox.put(("cancel", None)))
        streamed = False
        try:
            threading.Thread(target=work, name="quire-model-request", daemon=True).start()
            while True:
                kind, value = inbox.get()
                if kind != "text":
                    return kind, value, streamed
                streamed = self._relay_text(value) or streamed
        finally:
            unregister()

    def _relay_text(self, delta: object) -> bool:
        """Pass a piece of streamed text on, kept in case the request is stopped or fails;
        False when it holds no text."""
        if not (isinstance(delta, str) and delta):
            return False
        self._streamed.append(delta)
        self._emit(TextDelta(delta))
        return True

    def _run_tools(self, calls: tuple[AiToolCall, ...]) -> None:
        """Run every call in order (or side by side, see the module doc); each gets a tool
        message, also those skipped by a cancel."""
        if len(calls) > 1 and all(call.name in self.side_by_side for call in calls):
            self._run_side_by_side(calls)
            return
        for call in calls:
            if self.cancel.cancelled:
                self.transcript.append(
                    AiMessage.tool_result(call, CANCELLED_BEFORE_RUN, is_error=True)
                )
                continue
            times = self._start(call)
            outcome = self._refused(times) or self._execute(call)
            self._finish(call, outcome, times)

    def _start(self, call: AiToolCall) -> int:
        """Announce ``call`` and log it; how many times in a row it was made."""
        self._emit(ToolCallStarted(call))
        self.tool_log.append(format_tool_call(call))
        # Asking the writer and the plan have limits of their own.
        return 0 if call.name in self.free_tools else self._count_repeat(call)

    @staticmethod
    def _refused(times: int) -> ToolOutcome | None:
        """The outcome of a call made too many times in a row (None: it runs)."""
        if times >= REPEAT_REFUSE_AFTER:
            return ToolOutcome.error(REPEAT_REFUSED.format(times=times))
        return None

    def _finish(self, call: AiToolCall, outcome: ToolOutcome, times: int) -> None:
        """Give the model ``call``'s outcome and announce its end."""
        if REPEAT_NOTE_AFTER <= times < REPEAT_REFUSE_AFTER:
            outcome = replace(outcome, text=outcome.text + REPEAT_NOTE.format(times=times))
        self.transcript.append(AiMessage.tool_result(call, outcome.text, is_error=not outcome.ok))
        self._emit(ToolCallFinished(call, outcome.text, outcome.ok))
        if times >= REPEAT_NOTE_AFTER:
            self._emit(ToolCallRepeated(call, times, ran=times < REPEAT_REFUSE_AFTER))

    def _run_side_by_side(self, calls: tuple[AiToolCall, ...]) -> None:
        """Run ``calls`` at the same time on helper threads. This thread relays their
        progress as it comes, and their results in the model's order once all have ended
        (a cancel ends the wait at once: a call still running is reported unfinished)."""
        if self.cancel.cancelled:
            for call in calls:
                self.transcript.append(
                    AiMessage.tool_result(call, CANCELLED_BEFORE_RUN, is_error=True)
                )
            return
        times = [self._start(call) for call in calls]
        outcomes: list[ToolOutcome | None] = [self._refused(t) for t in times]
        waiting = [i for i, outcome in enumerate(outcomes) if outcome is None]
        inbox: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        work: queue.SimpleQueue[int] = queue.SimpleQueue()
        for index in waiting:
            work.put(index)

        started: set[int] = set()

        def worker() -> None:
            while not self.cancel.cancelled:
                try:
                    index = work.get_nowait()
                except queue.Empty:
                    return
                started.add(index)
                call = calls[index]

                def heard(done: int, total: int, call: AiToolCall = call) -> None:
                    inbox.put(("progress", ToolProgress(call, done, total)))

                with progress.listening(heard):
                    outcome = self._execute(call, relay=False)
                inbox.put(("done", (index, outcome)))

        unregister = self.cancel.on_cancel(lambda: inbox.put(("cancel", None)))
        try:
            for number in range(min(SIDE_BY_SIDE_AT_MOST, len(waiting))):
                threading.Thread(
                    target=worker, name=f"quire-tool-{number + 1}", daemon=True
                ).start()
            left = len(waiting)
            while left:
                kind, value = inbox.get()
                if kind == "progress":
                    self._emit(value)
                elif kind == "done":
                    index, outcome = value
                    outcomes[index] = outcome
                    left -= 1
                else:  # the writer stopped: whatever still runs is not waited for
                    break
        finally:
            unregister()
        for index, (call, outcome, count) in enumerate(zip(calls, outcomes, times, strict=True)):
            if outcome is None:
                text = STOPPED_WHILE_RUNNING if index in started else CANCELLED_BEFORE_RUN
                outcome = ToolOutcome.error(text)
            self._finish(call, outcome, count)

    def count_repeats_in(self, transcript: Sequence[AiMessage]) -> None:
        """Count the calls of the run Keep going continues, so that identical calls in a row
        are noticed and refused across it as within one run."""
        for message in transcript:
            for call in message.tool_calls:
                if call.name not in self.free_tools:
                    self._count_repeat(call)

    def _count_repeat(self, call: AiToolCall) -> int:
        """How many times in a row this very call (tool and arguments) was made, this one
        included."""
        last = self._last_call
        self._repeats = self._repeats + 1 if last is not None and _same_call(last, call) else 1
        self._last_call = call
        return self._repeats

    def _keep_streamed(self) -> None:
        """A request stopped or failed after text came: keep it as the answer so far."""
        text = "".join(self._streamed)
        self._streamed = []
        if text.strip():
            self.transcript.append(AiMessage.assistant(text))
            self.partial = self.prefix + text

    def _execute(self, call: AiToolCall, *, relay: bool = True) -> ToolOutcome:
        """Run one call; with ``relay`` its progress reports become events here (a call run
        side by side has its reports relayed by the loop's thread)."""
        try:
            if relay:
                with progress.listening(
                    lambda done, total: self._emit(ToolProgress(call, done, total))
                ):
                    value: Any = self.executor(call, cancel=self.cancel)
            else:
                value = self.executor(call, cancel=self.cancel)
        except Exception as exc:
            log.exception("tool executor failed on %s", call.name)
            return ToolOutcome.error(f"Error: {call.name} failed: {_exception_text(exc)}")
        if isinstance(value, ToolOutcome):
            return value
        if isinstance(value, str):
            return ToolOutcome(value)
        log.error("tool executor returned %r for %s", type(value).__name__, call.name)
        return ToolOutcome.error(f"Error: {call.name} returned no result.")

    def _with_unique_ids(self, calls: tuple[AiToolCall, ...]) -> tuple[AiToolCall, ...]:
        """Give calls without an id, or with one already used, a fresh one (results pair by id)."""
        fixed = []
        for call in calls:
            if not call.id or call.id in self.used_ids:
                number = len(self.used_ids) + 1
                new_id = f"call_{number}"
                while new_id in self.used_ids:
                    number += 1
                    new_id = f"call_{number}"
                call = call.with_id(new_id)
            self.used_ids.add(call.id)
            fixed.append(call)
        return tuple(fixed)

    # -- results ----------------------------------------------------------------------------

    def _provider_failed(self, exc: BaseException) -> AgentResult:
        extra = getattr(exc, "usage", None)
        if isinstance(extra, TokenUsage):
            self.usage = self.usage + extra
        if isinstance(exc, ProviderError):
            if exc.error.kind is ErrorKind.CANCELLED:
                return self._cancelled(exc.error)  # keeps the provider's detail
            if self.cancel.cancelled:  # a stream closed by the cancel fails in its own way
                return self._cancelled()
            return self._failed(exc.error)
        if self.cancel.cancelled:
            return self._cancelled()
        if not isinstance(exc, Exception):
            raise exc  # KeyboardInterrupt, SystemExit: not ours to swallow
        log.error("provider raised %s", _exception_text(exc), exc_info=exc)
        return self._failed(AgentError(ErrorKind.INTERNAL, _exception_text(exc)))

    def _failed(self, error: AgentError) -> AgentResult:
        return self._result(ok=False, error=error)

    def _cancelled(self, error: AgentError | None = None) -> AgentResult:
        return self._result(
            ok=False, cancelled=True, error=error or AgentError(ErrorKind.CANCELLED)
        )

    def _result(self, **fields: Any) -> AgentResult:
        transcript = tuple(self.transcript)
        if not fields.get("ok") and (self.partial or self.prefix):
            fields.setdefault("answer", self.partial or self.prefix)
        return AgentResult(
            tool_log=tuple(self.tool_log),
            usage=self.usage,
            conversation=tuple(m for m in transcript if m.is_visible),
            transcript=transcript,
            finish_reason=self.finish_reason,
            model=self.model,
            **fields,
        )

    def _emit(self, event: AgentEvent) -> None:
        if self.on_event is None:
            return
        try:
            self.on_event(event)
        except Exception:
            log.exception("on_event callback failed on %s", type(event).__name__)


def _response_problem(response: Any) -> str:
    """What is wrong with a provider's reply, or "" when the loop can use it."""
    if not isinstance(response, AiResponse):
        return f"the provider returned {type(response).__name__}, not a response"
    if not isinstance(response.text, str):
        return "the response text is not a string"
    if not isinstance(response.usage, TokenUsage):
        return "the response usage is not a TokenUsage"
    if not isinstance(response.tool_calls, tuple | list) or not all(
        isinstance(c, AiToolCall) and isinstance(c.name, str) and isinstance(c.id, str)
        for c in response.tool_calls
    ):
        return "the response tool calls are malformed"
    return ""


def _same_call(first: AiToolCall, second: AiToolCall) -> bool:
    """True when two calls name the same tool with the same arguments (the same object
    written with its keys in another order counts as the same)."""
    if first.name != second.name:
        return False
    if first.raw_arguments == second.raw_arguments:
        return True
    return _call_key(first) == _call_key(second)


def _call_key(call: AiToolCall) -> str:
    """The arguments with their keys sorted, or the raw text when they did not parse."""
    return _SORTED_JSON.encode(call.arguments) if call.arguments_parse else call.raw_arguments


def _system_lead(transcript: list[AiMessage]) -> tuple[int, str] | None:
    """How many system messages open ``transcript`` and their text joined; None when a
    system message also comes later."""
    count = 0
    while count < len(transcript) and transcript[count].role is Role.SYSTEM:
        count += 1
    if any(message.role is Role.SYSTEM for message in transcript[count:]):
        return None
    return count, "\n\n".join(message.content for message in transcript[:count])


def _split_system(transcript: list[AiMessage]) -> tuple[str, list[AiMessage]]:
    """The system prompt (every system message, joined) and the other messages, in order."""
    system = [m.content for m in transcript if m.role is Role.SYSTEM]
    others = [m for m in transcript if m.role is not Role.SYSTEM]
    return "\n\n".join(system), others


def _exception_text(exc: BaseException) -> str:
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


__all__ = [
    "CONTINUE_PROMPT",
    "AgentResult",
    "EventSink",
    "Executor",
    "LoopOptions",
    "format_tool_call",
    "keep_going",
    "run_agent_continuation",
    "run_agent_conversation",
]
