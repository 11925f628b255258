import { closedHoursText, OUT_OF_HOURS_REPEAT_MINUTES } from './bot-hours';
import { compose, GIVING_UP, NAVIGATION, numbered, typedNumber } from './bot-menus';
import { readBotState, type BotState } from './bot-state';
import type { BotAction, BotDecision, BotInput, BotOption, BotQueue } from './bot-types';

const MINUTE = 60_000;

/**
 * The bot's answer to one customer message: what to do and where the conversation stands
 * afterwards. Pure: everything it needs is in `input`. The rules are decision 0040's.
 */
export function decideBotStep(input: BotInput): BotDecision {
  const state = readBotState(input.ticket.botState);
  const { ticket, message, marks } = input;
  if (ticket.isGroup && input.settings.ignoreGroups) return { actions: [], state };
  if (state.stage === 'human') return { actions: [], state };
  // a person has the ticket, or took part in it: the bot has ended here for good
  if (ticket.status !== 'pending' || ticket.userId !== null || marks.humanSpoke) {
    return { actions: [], state: { ...state, stage: 'human' } };
  }
  // one answer per turn: a message already considered, one a newer message of the customer
  // supersedes, or one sent before the system's last text (stored or written before it, so
  // not an answer to it: a burst of messages gets one answer) is not answered. An engine's
  // text answers the message its turn read, never a later one: a message that came while the
  // engine was answering gets a turn of its own (decision 0154)
  const beforeLastText =
    state.stage !== 'engine' &&
    (message.id < marks.newestAutomaticId ||
      (marks.newestAutomaticAt !== null && message.createdAt <= marks.newestAutomaticAt));
  if (message.id <= state.lastSeenId || message.id < marks.newestCustomerId || beforeLastText) {
    return { actions: [], state };
  }
  return new Turn(input, { ...state, lastSeenId: message.id }).run();
}

class Turn {
  private readonly actions: BotAction[] = [];
  private sent = 0;
  private queueId: number | null;
  private readonly body: string;

  constructor(
    private readonly input: BotInput,
    private s: BotState,
  ) {
    this.queueId = input.ticket.queueId;
    this.body = input.message.body.trim();
  }

  run(): BotDecision {
    // per-queue hours: the queue list is never closed; while it shows, only the queue chosen
    // on it is checked (land). Company hours close every stage.
    const queue = this.s.stage === 'queues' ? undefined : this.queueById(this.queueId);
    const closed = closedHoursText(this.input, queue);
    if (closed !== undefined) {
      if (!this.leaveClosedQueue()) this.outOfHours(closed);
    } else {
      if (this.s.stage === 'outOfHours') this.restart();
      if (this.s.stage === 'start') this.start();
      else if (this.s.stage === 'queues') this.chooseQueue();
      else if (this.s.stage === 'options') this.chooseOption();
      else if (this.s.stage === 'engine') this.toEngine();
    }
    if (this.sent) this.s.lastSentAt = this.input.now.toISOString();
    return { actions: this.actions, state: this.s };
  }

  // --- hours -------------------------------------------------------------------------------

  /**
   * The ticket stays pending (in its queue, if any), the bot quiet until the hours open. The
   * text goes out at most once in a few minutes, unless the customer just chose (`chosen`)
   * the closed queue: a valid choice is always answered.
   */
  private outOfHours(text: string, chosen = false) {
    const last = this.s.outOfHoursAt ? Date.parse(this.s.outOfHoursAt) : NaN;
    const now = this.input.now.getTime();
    if (chosen || !(now - last < OUT_OF_HOURS_REPEAT_MINUTES * MINUTE)) {
      this.say(text, null);
      this.s.outOfHoursAt = this.input.now.toISOString();
    }
    this.s = { ...this.s, stage: 'outOfHours', attempts: 0 };
  }

  /**
   * Per-queue hours, the ticket's queue closed: the customer may still leave it through the
   * queue list ('#', '0', or a number on it). False, and so the out-of-hours text, for any
   * other message, for a first message (never a choice) or when there is no list to go to.
   */
  private leaveClosedQueue(): boolean {
    if (this.input.settings.scheduleType !== 'queue' || this.s.stage === 'start') return false;
    return this.menuQueues().length > 1 && this.pickFromList();
  }

  private restart() {
    this.s = { ...this.s, stage: 'start', queueId: null, path: [], attempts: 0 };
  }

  // --- the main menu ----------------------------------------------------------------------

  private start() {
    const queues = this.menuQueues();
    const { greetingMessage } = this.input.connection;
    if (queues.length === 0) {
      this.say(greetingMessage, 'connection');
      return this.end('handOver');
    }
    if (queues.length === 1) {
      const queue = queues[0]!;
      if (this.land(queue)) return;
      return this.enterQueue(queue, this.input.settings.greetOneQueue);
    }
    this.showQueueMenu(true);
  }

  /** Greeting (unless it was just sent) and the numbered queue list. */
  private showQueueMenu(greet: boolean) {
    const queues = this.menuQueues();
    const { greetingMessage } = this.input.connection;
    const greeting = greet ? this.greeting('connection', greetingMessage) : null;
    this.s = { ...this.s, stage: 'queues', queueId: null, path: [] };
    this.say(
      compose(greeting, numbered(queues.map((q, i) => ({ number: i + 1, title: q.name })))),
      greeting ? 'connection' : null,
    );
  }

  private chooseQueue() {
    if (!this.pickFromList()) this.invalid(() => this.showQueueMenu(false));
  }

  /** '#' or '0': the list again; a number on it: that queue. False for anything else. */
  private pickFromList(): boolean {
    if (this.body === '#' || this.body === '0') {
      this.showQueueMenu(true);
      return true;
    }
    const n = typedNumber(this.body);
    const queue = n !== undefined ? this.menuQueues()[n - 1] : undefined;
    if (!queue) return false;
    this.s.attempts = 0;
    if (!this.land(queue)) this.enterQueue(queue, true);
    return true;
  }

  /** Places the ticket in `queue`; true when that queue is out of hours (answered as such). */
  private land(queue: BotQueue): boolean {
    if (this.queueId !== queue.id) {
      this.actions.push({ type: 'setQueue', queueId: queue.id });
      this.queueId = queue.id;
    }
    const closed = closedHoursText(this.input, queue);
    if (closed === undefined) return false;
    this.outOfHours(closed, true);
    return true;
  }

  /** The queue's greeting (when `greet`) and its option tree; no tree: a person takes over. */
  private enterQueue(queue: BotQueue, greet: boolean) {
    const roots = this.children(queue.id, null);
    const greeting = greet ? this.greeting(`queue:${queue.id}`, queue.greetingMessage) : null;
    const key = greeting ? `queue:${queue.id}` : null;
    if (this.input.engineQueueIds.includes(queue.id)) {
      // the queue's engine takes the conversation, starting with this very message
      this.say(greeting ?? '', key);
      this.s = { ...this.s, stage: 'engine', queueId: queue.id, path: [] };
      return this.actions.push({ type: 'engine', queueId: queue.id });
    }
    if (!roots.length) {
      this.say(greeting ?? '', key);
      return this.end('handOver');
    }
    this.s = { ...this.s, stage: 'options', queueId: queue.id, path: [] };
    this.say(compose(greeting, this.levelText(queue.id, null)), key);
  }

  /** The engine goes on answering; an engine taken off the queue leaves the main menu. */
  private toEngine() {
    const queueId = this.s.queueId;
    if (queueId !== null && this.input.engineQueueIds.includes(queueId)) {
      this.actions.push({ type: 'engine', queueId });
      return;
    }
    this.restart();
    this.start();
  }

  // --- the option tree --------------------------------------------------------------------

  private chooseOption() {
    const queue = this.queueById(this.s.queueId);
    if (!queue) {
      // the queue left the connection or was deleted: start over
      this.restart();
      return this.start();
    }
    const level = this.currentLevel(queue.id);
    if (this.body === '#') return this.home(queue);
    if (this.body === '0') return this.back(queue);
    const n = typedNumber(this.body);
    const choice = this.children(queue.id, level?.id ?? null).find((o) => o.option === n);
    if (!choice)
      return this.invalid(() => this.say(this.levelText(queue.id, level ?? null, false), null));
    this.s.attempts = 0;
    if (choice.forwardQueueId !== null) {
      this.say(choice.message, null);
      const target = this.queueById(choice.forwardQueueId);
      if (target && this.land(target)) return;
      return this.end('handOver');
    }
    if (choice.humanHandover) {
      this.say(choice.message, null);
      return this.end('handOver');
    }
    this.s = { ...this.s, path: [...this.s.path, choice.id] };
    this.say(this.levelText(queue.id, choice), null);
  }

  /** '#': the queue list, or with a single queue its first level. */
  private home(queue: BotQueue) {
    if (this.menuQueues().length > 1) return this.showQueueMenu(true);
    this.enterQueue(queue, this.input.settings.greetOneQueue);
  }

  /** '0': one level up; from the first level, the main menu. */
  private back(queue: BotQueue) {
    if (!this.s.path.length) return this.home(queue);
    const path = this.s.path.slice(0, -1);
    this.s = { ...this.s, path };
    this.say(this.levelText(queue.id, this.currentLevel(queue.id) ?? null), null);
  }

  /**
   * A level of the tree: the chosen option's message (or title) as header, its numbered
   * children, and the navigation lines (at the first level only when there is a queue list
   * to go back to). `header: false` re-sends the menu alone.
   */
  private levelText(queueId: number, option: BotOption | null, header = true) {
    const items = this.children(queueId, option?.id ?? null);
    const nav = option || this.menuQueues().length > 1 ? NAVIGATION : null;
    const head = header && option ? option.message.trim() || option.title : null;
    return compose(head, numbered(items.map((o) => ({ number: o.option, title: o.title }))), nav);
  }

  private currentLevel(queueId: number): BotOption | undefined {
    const id = this.s.path.at(-1);
    if (id === undefined) return undefined;
    const option = this.input.options.find((o) => o.id === id && o.queueId === queueId);
    // an option deleted meanwhile: back to the first level
    if (!option) this.s = { ...this.s, path: [] };
    return option;
  }

  private children(queueId: number, parentId: number | null) {
    return this.input.options
      .filter((o) => o.queueId === queueId && o.parentId === parentId)
      .sort((a, b) => a.option - b.option);
  }

  private menuQueues(): BotQueue[] {
    return this.input.connection.queueIds.flatMap((id) => this.queueById(id) ?? []);
  }

  private queueById(id: number | null): BotQueue | undefined {
    return id === null ? undefined : this.input.queues.find((q) => q.id === id);
  }

  // --- shared steps -------------------------------------------------------------------------

  /**
   * An answer that is not on the menu: the menu again, at most maxUseBotQueues times (0: no
   * limit), then the bot says a person takes over and stops. Within timeUseBotQueues minutes of
   * its last text the bot stays silent and the answer does not count.
   */
  private invalid(resend: () => void) {
    const { maxUseBotQueues, timeUseBotQueues } = this.input.connection;
    const lastSent = this.s.lastSentAt ? Date.parse(this.s.lastSentAt) : NaN;
    if (timeUseBotQueues > 0 && this.input.now.getTime() - lastSent < timeUseBotQueues * MINUTE) {
      return;
    }
    if (maxUseBotQueues > 0 && this.s.attempts >= maxUseBotQueues) {
      // the customer is told a person takes over, rather than met with silence (decision 0148)
      this.say(GIVING_UP, null);
      return this.end('stop');
    }
    this.s.attempts += 1;
    resend();
  }

  private end(type: 'handOver' | 'stop') {
    this.actions.push({ type });
    this.s = { ...this.s, stage: 'human', attempts: 0 };
  }

  /** The greeting, unless the bot's last text already carried this very greeting. */
  private greeting(key: string, text: string): string | null {
    if (!text.trim() || this.s.lastGreeting === key) return null;
    return text;
  }

  private say(text: string, greetingKey: string | null) {
    if (!text.trim()) return;
    this.actions.push({ type: 'send', text, key: `bot-${this.input.message.id}-${this.sent}` });
    this.sent += 1;
    this.s.lastGreeting = greetingKey;
  }
}
