// @ts-check
// The page of a game of several boards at once (Dordle, Quordle, Octordle) at its own
// addresses (/quordle, /quordle/assist: quordle/address.js), laid out as a tile board's: a bar (the
// way home, the game's name, Settings), the views' tabs, the mode's line, the boards side by side
// in the room left, messages over them, and the keyboard at the foot. Two views:
// - play: the page hides one answer a board (the puzzle of the day, or a free one by a seed) and
//   colours each guess on every board still open; the game is won when every board is solved
//   within the guesses allowed, and a loss says the answers;
// - the assistant: the person plays elsewhere, types each guess and gives each board's colours; the
//   page asks the server's `next` for the guess for all the boards together, and says how many
//   answers each board has left (counted by the core's judge, as the server counts them).

import * as api from '../api.js';
import { h, plural, replace } from '../dom.js';
import { parseHistoryText } from '../state.js';
import { dayOf, readDay } from '../tiles/daily.js';
import { routeKeysToBoard } from '../tiles/keys.js';
import { readSeed } from '../tiles/seed.js';
import { settingsDialog } from '../tiles/settings.js';
import { barButton, settingsIcon, tileScreen } from '../tiles/bar.js';
import { QUORDLE_VIEWS, quordlePath } from './address.js';
import { quordleBoards } from './boards.js';
import { loadQuordleRules, quordleId } from './load.js';
import { answersOfSeed, dailyAnswers } from './puzzle.js';

/** The boards opened so far, by canonical id: their description and rules. */
/** @type {Map<string, Promise<{ variant: import('../games.js').Variant, rules: import('./rules.js').QuordleRules }>>} */
const opened = new Map();

/** A board's description (GET /v1/variants/:id) and its rules, once; `boardGame` is the game each of its boards plays. */
function openBoard(/** @type {string} */ id, /** @type {import('../family.js').BoardsGame} */ boardGame) {
  let got = opened.get(id);
  if (got === undefined) {
    got = api.variant(id).then(async (variant) => ({ variant, rules: await loadQuordleRules(variant, boardGame) }));
    opened.set(id, got);
    got.catch(() => opened.delete(id));
  }
  return got;
}

/** A step's colours as the history writes them: a board each, joined by /, a board solved before written -----. */
const feedbackText = (/** @type {string[]} */ colours, /** @type {number} */ L) => colours.map((c) => c || '-'.repeat(L)).join('/');

/**
 * Renders the view of a board of several at once into `root`; `apply` shows the board and view an address names.
 * `boardGame` is the game each board plays, as the page's registration gives it.
 * @param {HTMLElement} root @param {import('../family.js').BoardsGame} boardGame
 */
export function renderQuordle(root, boardGame) {
  const settings = settingsDialog({ contrast: boardGame.contrast, onLists: () => {}, onStrategy: () => game?.strategyChanged() });
  // A live game has no tree to explore or compare.
  for (const p of settings.dialog.querySelectorAll('.settings-links')) /** @type {HTMLElement} */ (p).hidden = true;
  const { heading, tabs, tabLinks, toasts, top, stage, under, keys, more, problem, app, moreBox } = tileScreen({
    title: 'Quordle',
    views: QUORDLE_VIEWS,
    viewsLabel: 'Quordle views',
    stageClass: 'boards-stage',
    appClass: 'tiles-app boards-app',
    actions: [barButton('quordle-settings-open', 'Settings', settingsIcon(), () => settings.open())],
  });
  replace(root, app, moreBox, settings.dialog);

  /** @type {{ press: (key: string) => boolean, takes: (key: string) => boolean, over: () => boolean } | null} */
  let input = null;
  /** @type {{ strategyChanged: () => void } | null} */
  let game = null;
  let shown = '';
  let reading = 0;
  routeKeysToBoard({ shown: () => !root.hidden, target: () => input });

  /** Writes an address and remembers it as the one shown. */
  const write = (/** @type {string} */ url, /** @type {boolean} */ push) => {
    shown = url;
    if (url === location.pathname + location.search) return;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  };
  /** The query's strategy, when it is not the board's default. */
  const strategyParam = () => {
    const s = settings.strategy();
    return s && s !== settings.defaultStrategy() ? s : undefined;
  };
  /** Places a game's boards, lines and keyboard. */
  const mount = (
    /** @type {import('./boards.js').QuordleBoards} */ boards,
    /** @type {import('./rules.js').QuordleRules} */ rules,
    /** @type {any[]} */ topParts,
    /** @type {any[]} */ underParts,
    /** @type {any[]} */ moreParts,
  ) => {
    input = boards;
    app.dataset.boards = String(rules.boards);
    app.style.setProperty('--boards', String(rules.boards));
    app.style.setProperty('--rows', String(rules.maxGuesses));
    replace(stage, h('div', { class: 'tiles-board' }, toasts.el, boards.grid));
    replace(top, ...topParts);
    replace(under, ...underParts);
    replace(keys, boards.keyboard, boards.live);
    replace(more, ...moreParts);
  };
  const say = (/** @type {string} */ text, ms = 2500) => toasts.show(text, ms);
  const showProblem = (/** @type {string | null} */ text) => {
    replace(problem);
    if (!text) return;
    problem.append(h('p', { class: 'notice notice-error', role: 'alert' }, text));
    say(text, 6000);
  };

  /**
   * The play view: the answers a day or a seed names, the guesses of the address replayed.
   * @param {import('../games.js').Variant} variant @param {import('./rules.js').QuordleRules} rules @param {URLSearchParams} query
   */
  const startPlay = (variant, rules, query, fresh = false) => {
    const today = dayOf(new Date());
    const seed = fresh ? 1 + Math.floor(Math.random() * (2 ** 31 - 2)) : readSeed(query.get('seed'));
    let day = seed === null ? (readDay(query.get('day')) ?? today) : null;
    /** @type {string | null} */
    let note = null;
    if (day !== null && day > today) {
      note = "That day's puzzle is not out yet: here is today's.";
      day = today;
    }
    const answers =
      seed !== null
        ? answersOfSeed(seed, rules.answers, rules.boards)
        : dailyAnswers(/** @type {string} */ (day), rules.answers, rules.boards);
    /** @type {import('./boards.js').Played[]} */
    const played = [];
    const status = h('p', { class: 'tiles-status', 'aria-live': 'polite' });
    const newGame = h('button', { type: 'button', onclick: () => startPlay(variant, rules, query, true) }, 'New game');
    const solvedCount = () =>
      answers.filter((a, b) => played.some((st) => st.colours[b] === 'G'.repeat(rules.length) && st.guess === a)).length;
    const line = () => {
      const n = solvedCount();
      const left = rules.maxGuesses - played.length;
      return `${rules.boards} boards, one guess for all of them: ${n} of ${rules.boards} solved, ${plural(left, 'guess', 'guesses')} left.`;
    };
    const end = () => {
      if (solvedCount() === rules.boards) {
        const said = `Solved all ${rules.boards} boards in ${played.length} guesses.`;
        status.textContent = said;
        say(said, Infinity);
        return true;
      }
      if (played.length >= rules.maxGuesses) {
        const said = `The answers were ${answers.map((a) => a.toUpperCase()).join(', ')}.`;
        status.textContent = said;
        say(said, Infinity);
        return true;
      }
      status.textContent = line();
      return false;
    };
    const link = () => ({
      ...(seed !== null ? { seed: String(seed) } : { day: day === today ? undefined : /** @type {string} */ (day) }),
      history: played.map((st) => `${st.guess}:${feedbackText(st.colours, rules.length)}`).join(','),
    });
    /** Plays a guess on every board still open; false (and why, said) for a word the game does not take. */
    const play = (/** @type {string} */ guess) => {
      const why = rules.guessProblem(guess);
      if (why !== null) return why;
      const before = new Set(answers.flatMap((a, b) => (played.some((st) => st.guess === a && st.colours[b]) ? [b] : [])));
      played.push({ guess, colours: answers.map((a, b) => (before.has(b) ? '' : rules.colours(guess, a))) });
      return null;
    };
    const boards = quordleBoards(rules, {
      face: boardGame.face,
      say,
      onEnter(guess) {
        const why = play(guess);
        if (why !== null) return say(why);
        toasts.clear();
        boards.setHistory(played);
        boards.announce(
          `Guess ${played.length}, ${guess.toUpperCase()}: ${played
            .at(-1)
            ?.colours.map((c, b) => `board ${b + 1} ${c || 'solved'}`)
            .join(', ')}.`,
        );
        if (end()) boards.lock();
        write(quordlePath(variant.id, 'play', { ...link(), strategy: strategyParam() }), true);
      },
    });
    // A link's guesses, replayed on its puzzle (the colours are the puzzle's own).
    const steps = parseHistoryText(query.get('history'));
    if (!fresh) {
      for (const st of steps ?? []) {
        if (played.length >= rules.maxGuesses || solvedCount() === rules.boards || play(st.guess.toLowerCase()) !== null) break;
      }
    }
    boards.setHistory(played);
    game = { strategyChanged: () => write(quordlePath(variant.id, 'play', { ...link(), strategy: strategyParam() }), false) };
    mount(
      boards,
      rules,
      [status, h('div', { class: 'actions' }, newGame)],
      [],
      [
        h('h2', {}, `How to play ${rules.name}`),
        h(
          'p',
          {},
          `${rules.boards} ${boardGame.title} boards at once, each with its own answer (all different, among the ${rules.answers.length.toLocaleString('en-US')} answers of the New York Times lists of 2022). A guess is typed once and coloured on every board not yet solved; solve all ${rules.boards} within ${plural(rules.maxGuesses, 'guess', 'guesses')}. A solved board takes no more rows. A key shows the best colour of its letter on the boards still open.`,
        ),
        h(
          'p',
          { class: 'muted' },
          seed !== null ? `A free puzzle: seed ${seed}.` : `The puzzle of ${day === today ? 'today' : day} (your local date).`,
        ),
      ],
    );
    toasts.clear();
    showProblem(
      !fresh && steps === null
        ? 'This link’s history could not be read (it should look like salet:BYBBG/BBBBB/GGGGG/BBBBY); a new game starts.'
        : note,
    );
    if (end()) boards.lock();
    write(quordlePath(variant.id, 'play', { ...link(), strategy: strategyParam() }), fresh);
  };

  /**
   * The assistant: the person's guesses and colours, the server's next guess for every board together.
   * @param {import('../games.js').Variant} variant @param {import('./rules.js').QuordleRules} rules @param {URLSearchParams} query
   */
  const startAssist = (variant, rules, query, fresh = false) => {
    const L = rules.length;
    /** @type {import('./rules.js').Step[]} */
    let steps = [];
    /** @type {string | null} */
    let linkProblem = null;
    const read = fresh ? [] : parseHistoryText(query.get('history'));
    if (read === null)
      linkProblem = 'This link’s history could not be read (it should look like salet:BYBBG/BBBBB/GGGGG/BBBBY); a new game starts.';
    else {
      const judged = rules.judge(read);
      if (judged.ok) steps = read;
      else {
        linkProblem = `${judged.message} The steps before it are kept.`;
        steps = read.slice(0, Math.max(0, judged.step - 1));
      }
    }
    let asked = 0;
    const suggestion = h('p', { class: 'boards-suggestion', 'aria-live': 'polite' });
    const status = h('p', { class: 'tiles-status', id: 'quordle-left' });
    const undo = /** @type {HTMLButtonElement} */ (
      h('button', { type: 'button', onclick: () => setSteps(steps.slice(0, -1)) }, 'Undo last guess')
    );
    const newGame = h('button', { type: 'button', onclick: () => startAssist(variant, rules, query, true) }, 'New game');
    const field = /** @type {HTMLInputElement} */ (
      h('input', {
        id: 'quordle-colours',
        autocomplete: 'off',
        spellcheck: 'false',
        autocapitalize: 'characters',
        size: rules.boards * (L + 1),
        'aria-describedby': 'quordle-colours-how',
      })
    );
    const coloursBox = h(
      'div',
      { class: 'tiles-colours-box' },
      h('label', { for: 'quordle-colours' }, 'Colours you got'),
      field,
      h(
        'span',
        { id: 'quordle-colours-how', class: 'sr-only' },
        'A board each, joined by /: G green, Y yellow, B grey; or click the tiles.',
      ),
    );
    const boards = quordleBoards(rules, {
      face: boardGame.face,
      say,
      colours: true,
      onEnter(guess, colours) {
        const why = rules.guessProblem(guess);
        if (why !== null) return say(why);
        const next = [...steps, { guess, feedback: feedbackText(colours, L) }];
        const judged = rules.judge(next);
        if (!judged.ok) return say(judged.message, 6000);
        toasts.clear();
        setSteps(next);
      },
    });
    field.addEventListener('input', () => {
      // A board's colours as letters or the squares; the groups are the open boards' in order, or every board's.
      const groups = field.value.split('/').map((g) =>
        [...g.toUpperCase()]
          .map((c) => ({ '🟩': 'G', '🟨': 'Y', '⬛': 'B', '⬜': 'B' })[c] ?? c)
          .filter((c) => 'GYB-'.includes(c))
          .join(''),
      );
      const judged = rules.judge(steps);
      const open = judged.ok ? judged.boards.flatMap((b, i) => (b.solved ? [] : [i])) : [];
      /** @type {string[]} */
      const given = new Array(rules.boards).fill('');
      if (groups.length === rules.boards) groups.forEach((g, b) => (given[b] = g.replaceAll('-', '')));
      else groups.forEach((g, i) => open[i] !== undefined && (given[/** @type {number} */ (open[i])] = g.replaceAll('-', '')));
      boards.setColours(given);
    });
    field.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      boards.press('Enter');
    });

    /** Shows a history: the boards, what each has left, and the server's next guess for it. */
    const setSteps = (/** @type {import('./rules.js').Step[]} */ next) => {
      steps = next;
      field.value = '';
      const judged = rules.judge(steps);
      boards.setHistory(steps.map((st) => ({ guess: st.guess, colours: st.feedback.split('/').map((f) => (/^-+$/.test(f) ? '' : f)) })));
      undo.disabled = steps.length === 0;
      write(
        quordlePath(variant.id, 'assist', {
          history: steps.map((st) => `${st.guess}:${st.feedback}`).join(','),
          strategy: strategyParam(),
        }),
        true,
      );
      if (!judged.ok) return;
      boards.setHeads(
        judged.boards.map((b) => (b.solved ? 'solved' : `${plural(b.remaining, b.beyondList ? 'accepted word' : 'answer')} left`)),
      );
      status.textContent = judged.boards
        .map((b, i) => `Board ${i + 1}: ${b.solved ? 'solved' : plural(b.remaining, b.beyondList ? 'accepted word' : 'answer')}`)
        .join(' · ');
      if (judged.solved) {
        suggestion.textContent = `All ${rules.boards} boards solved in ${steps.length} guesses.`;
        boards.lock();
        return;
      }
      boards.lock(false);
      void ask();
    };
    /** Asks the server's next guess for the history shown, and puts it in the row. */
    const ask = async () => {
      const ticket = ++asked;
      const strategy = settings.strategy();
      suggestion.textContent = 'Asking for the next guess…';
      try {
        const answer = await api.next(variant.id, strategy, steps);
        if (ticket !== asked) return;
        if (answer.guess === null) return;
        suggestion.replaceChildren(
          'Suggested: ',
          h('strong', { class: 'boards-suggested' }, answer.guess.toUpperCase()),
          ` (${strategy}, for all ${rules.boards} boards)`,
        );
        if (boards.typed() === '') boards.suggest(answer.guess);
      } catch (err) {
        if (ticket === asked) suggestion.textContent = `No suggestion: ${api.errorText(err)}`;
      }
    };
    game = {
      strategyChanged: () => {
        write(
          quordlePath(variant.id, 'assist', {
            history: steps.map((st) => `${st.guess}:${st.feedback}`).join(','),
            strategy: strategyParam(),
          }),
          false,
        );
        boards.suggest('');
        void ask();
      },
    };
    mount(
      boards,
      rules,
      [suggestion, h('div', { class: 'actions' }, undo, newGame)],
      [coloursBox],
      [
        h('h2', {}, `The ${rules.name} assistant`),
        h(
          'p',
          {},
          `Playing ${rules.name} elsewhere? Type the word you played (the suggestion is in the row), click each board's tiles until they show the colours you got there (or type them: BYBBG/GGGGG/…, a board each), and press Enter. The server's strategy then suggests the next guess for all the boards together.`,
        ),
        status,
      ],
    );
    toasts.clear();
    showProblem(linkProblem);
    setSteps(steps);
  };

  return {
    /**
     * Shows the board and view an address names, with the state of its query.
     * @param {{ board: string, view: import('./address.js').QuordleView }} at @param {URLSearchParams} query
     */
    async apply(at, query) {
      if (location.pathname + location.search === shown && input !== null) return;
      const ticket = ++reading;
      if (settings.dialog.open) settings.dialog.close();
      const id = quordleId(at.board);
      const named = `${at.board[0]?.toUpperCase() ?? ''}${at.board.slice(1).replace(/-.*/, '')}`;
      heading.textContent = named;
      const fail = (/** @type {string} */ text) => {
        input = null;
        document.title = `${named} — ${at.view.title} · Codebreaker`;
        for (const el of [top, under, keys, more]) replace(el);
        replace(stage, h('div', { class: 'tiles-board' }, toasts.el));
        showProblem(text);
      };
      if (id === null) return fail(`"${at.board}" is not a board of this page.`);
      let got;
      try {
        got = await openBoard(id, boardGame);
      } catch (err) {
        if (ticket === reading) fail(`This board cannot be played: ${api.errorText(err)}`);
        return;
      }
      if (ticket !== reading) return;
      const { variant, rules } = got;
      const name = /-g\d+$/.test(id) ? `${rules.name}, ${plural(rules.maxGuesses, 'guess', 'guesses')}` : rules.name;
      heading.textContent = name;
      document.title = `${name} — ${at.view.title} · Codebreaker`;
      tabs.setAttribute('aria-label', `${rules.name} views`);
      for (const [vid, a] of tabLinks) {
        a.href = quordlePath(id, /** @type {'play'|'assist'} */ (vid));
        if (vid === at.view.id) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      }
      settings.setBoard(variant, query.get('strategy')?.toLowerCase() ?? undefined);
      if (at.view.id === 'assist') startAssist(variant, rules, query);
      else startPlay(variant, rules, query);
    },
  };
}
