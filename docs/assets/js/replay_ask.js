/*
 * The replayer's questions (docs/assets/js/replay.js builds the table, this asks at its stops): at a round end the
 * cut (how many pots, each pot's amount and who can win it, the chips handed back), after an all-in raise who may
 * raise again. Each field is marked right or wrong beside itself with the engine's answer; a wrong answer is
 * explained by the typical mistake that makes it, or by the rule the step shows (a hint). Loaded after replay.js,
 * whose Replayer it extends (allinReplay.Replayer, allinReplay.kit).
 */
(function () {
  "use strict";
  const replay = window.allinReplay, Replayer = replay.Replayer, kit = replay.kit;
  const t = kit.t, el = kit.el, chips = kit.chips, readNumber = kit.readNumber, potName = kit.potName;
  const sameSet = kit.sameSet, sum = kit.sum;

  Replayer.prototype.playerBoxes = function (ids, field) {
    const self = this, box = el("fieldset", "rp-players");
    box.appendChild(el("legend", null, t(field)));
    ids.forEach(function (id) {
      const label = el("label"), input = el("input");
      input.type = "checkbox";
      input.value = id;
      label.appendChild(input);
      label.appendChild(document.createTextNode(" " + self.name(id)));
      box.appendChild(label);
    });
    return box;
  };

  /* A number field: what is typed ("13,000", "۱۳،۰۰۰") is rewritten in the page's own digits and grouping once it
     is a whole number, as the calculator does. */
  function numberField(labelKey, cls) {
    const label = el("label", "rp-field " + cls), input = el("input");
    input.type = "text";
    input.setAttribute("inputmode", "numeric");
    input.autocomplete = "off";
    input.addEventListener("change", function () {
      const value = readNumber(input.value);
      if (!isNaN(value) && chips(value) !== input.value) input.value = chips(value);
    });
    label.appendChild(el("span", null, t(labelKey)));
    label.appendChild(input);
    return label;
  }

  function checked(box) {
    const found = [];
    const inputs = box.querySelectorAll("input:checked");
    for (let i = 0; i < inputs.length; i++) found.push(inputs[i].value);
    return found;
  }

  Replayer.prototype.buttons = function (check) {
    const self = this, row = el("div", "rp-ask-buttons");
    const submit = el("button", "rp-check", t("replay.ask.check"));
    submit.type = "submit";
    const skip = el("button", "rp-skip", t("replay.ask.skip"));
    skip.type = "button";
    skip.addEventListener("click", function () { self.reveal(null); });
    row.appendChild(submit);
    row.appendChild(skip);
    this.ask.onsubmit = function (event) { event.preventDefault(); if (!submit.disabled) check(); };
    return row;
  };

  Replayer.prototype.askPots = function (stop) {
    const self = this, step = this.data.steps[stop.step], form = this.ask;
    form.appendChild(el("p", "rp-question", t("replay.ask.pots")));
    const count = numberField("replay.ask.count", "rp-count");
    const rows = el("div", "rp-pot-rows");
    const back = numberField("replay.ask.returned", "rp-back-chips");
    form.appendChild(back);
    form.appendChild(count);
    form.appendChild(rows);
    const everyone = this.data.names.slice();
    function layout() {
      let n = readNumber(count.querySelector("input").value);
      n = isNaN(n) ? 0 : Math.min(n, everyone.length);
      while (rows.children.length > n) rows.removeChild(rows.lastChild);
      while (rows.children.length < n) {
        const k = rows.children.length, row = el("div", "rp-pot-row");
        row.appendChild(el("h5", null, potName(k, Math.max(n, 2))));
        row.appendChild(numberField("replay.ask.amount", "rp-amount"));
        row.appendChild(self.playerBoxes(everyone, "replay.ask.eligible"));
        rows.appendChild(row);
      }
      const heads = rows.querySelectorAll("h5");
      for (let h = 0; h < heads.length; h++) heads[h].textContent = potName(h, n);
    }
    count.querySelector("input").addEventListener("input", layout);
    form.appendChild(this.buttons(function () {
      // the first number that is not one (an empty field too, but for the chips handed back) says so and takes the
      // keyboard, so that Enter typed in an answer half-written leads to what is missing
      const fields = form.querySelectorAll(".rp-count input, .rp-amount input, .rp-back-chips input");
      const wrong = Array.prototype.find.call(fields, function (input) {
        return isNaN(readNumber(input.value || (input === back.querySelector("input") ? "0" : "")));
      });
      if (wrong) {
        self.verdict.innerHTML = "";
        self.verdict.appendChild(el("p", "rp-bad-input", t("replay.bad_number")));
        wrong.focus();
        return;
      }
      const answer = { count: readNumber(count.querySelector("input").value), pots: [], back: readNumber(back.querySelector("input").value || "0") };
      const potRows = rows.querySelectorAll(".rp-pot-row");
      for (let r = 0; r < potRows.length; r++) {
        answer.pots.push({ amount: readNumber(potRows[r].querySelector(".rp-amount input").value), eligible: checked(potRows[r]) });
      }
      self.markPots(answer, step, count, rows, back);
    }));
  };

  let marked = 0;
  /* A field marked by its border and in words beside it (round-4 reviews: a colour alone said nothing): a wrong one
     gives the engine's answer; its inputs are marked invalid and described by the words. */
  function mark(node, ok, answer) {
    node.classList.add(ok ? "rp-ok" : "rp-bad");
    const said = node.appendChild(el("span", "rp-mark", ok ? t("replay.mark.right") : t("replay.mark.wrong", { answer: answer })));
    said.id = "rp-mark-" + (marked += 1);
    node.querySelectorAll("input").forEach(function (input) {
      if (!ok) input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", said.id);
    });
  }

  /* Players named as a list in the page's language, or the page's "nobody". */
  Replayer.prototype.nameList = function (ids) {
    return ids.length ? window.allinUI.listOf(ids.map(this.name, this), kit.lang()) : t("replay.mark.nobody");  // F13-20
  };

  Replayer.prototype.markPots = function (answer, step, count, rows, back) {
    const pots = step.pots;
    let right = true;
    const countOk = answer.count === pots.length;
    mark(count, countOk, chips(pots.length));
    right = right && countOk;
    const potRows = rows.querySelectorAll(".rp-pot-row");
    for (let r = 0; r < potRows.length; r++) {
      const pot = pots[r], given = answer.pots[r];
      const amountOk = !!pot && given.amount === pot.amount, whoOk = !!pot && sameSet(given.eligible, pot.eligible);
      // a wrong count: a row's answer names its pot (F10-44), but for the only pot there is (R17-6)
      const none = t("replay.mark.no_pot"), which = countOk || pots.length === 1 ? "" : potName(r, pots.length) + ": ";
      mark(potRows[r].querySelector(".rp-amount"), amountOk, pot ? which + chips(pot.amount) : none);
      mark(potRows[r].querySelector(".rp-players"), whoOk, pot ? which + this.nameList(pot.eligible) : none);
      right = right && amountOk && whoOk;
    }
    const backOk = answer.back === sum(step.returned);
    mark(back, backOk, chips(sum(step.returned)));
    right = right && backOk;
    let mistake = null;
    if (!right) {  // a mistake named only when it makes this very cut, who may win each pot too (dealer review D9-1)
      (step.mistakes || []).some(function (m) {
        const same = m.pots.length === answer.pots.length && answer.back === sum(m.returned) &&
          m.pots.every(function (p, i) { return p.amount === answer.pots[i].amount && sameSet(p.eligible, answer.pots[i].eligible); });
        if (same) mistake = m.id;
        return same;
      });
    }
    const onlyWho = !right && !mistake && countOk && backOk && pots.every(function (p, i) { return answer.pots[i] && p.amount === answer.pots[i].amount; });
    // a wrong count with no mistake that makes it: where the pots end and why (D20-04); figures right but who may win
    const counted = !right && !mistake && !countOk && step.pot_ends;
    this.reveal({ right: right, mistake: mistake, hint: counted ? this.countWhy(step.pot_ends) : onlyWho ? t("hint.eligible") : null });
  };

  /* Why the cut has as many pots as it has (the step's pot_ends, replays/pot_ends.py), as practice says it: where each
     pot ends, and why each level inside a pot ends none (the antes end there, or the chips of players who folded). */
  Replayer.prototype.countWhy = function (why) {
    const self = this;
    const inside = why.inside.map(function (at) {
      const level = chips(at.level);
      if (at.ante) return t("practice.why.pot_goes_on.antes", { level: level });
      const folded = at.folded.length === 1 ? "practice.why.pot_goes_on.folded.one" : "practice.why.pot_goes_on.folded";
      if (at.folded.length) return t(folded, { level: level, names: self.nameList(at.folded) });
      return t("practice.why.pot_goes_on", { level: level });
    });
    const ends = t(why.ends.length === 1 ? "practice.why.pot_ends.one" : "practice.why.pot_ends", { levels: window.allinUI.listOf(why.ends.map(chips), kit.lang()) });
    return [ends].concat(inside).join(" ");
  };

  Replayer.prototype.askReopen = function (stop) {
    const self = this, step = this.data.steps[stop.step], form = this.ask;
    const candidates = this.data.names.filter(function (id) {
      return (step.reopens_for || []).indexOf(id) >= 0 || (step.no_longer_raise || []).indexOf(id) >= 0;
    });
    form.appendChild(el("p", "rp-question", t("replay.ask.reopen", { name: this.name(step.actor) }) + " " + t("replay.ask.reopen_none")));
    const box = this.playerBoxes(candidates, "replay.ask.may_raise");
    box.classList.add("rp-reopen");
    form.appendChild(box);
    form.appendChild(this.buttons(function () {
      const given = checked(box), right = sameSet(given, step.reopens_for || []);
      mark(box, right, self.nameList(step.reopens_for || []));
      let mistake = null;
      // a player the all-in held back ticked, one or all of them: it was taken for a full raise (D11-13)
      const held = given.filter(function (id) { return (step.no_longer_raise || []).indexOf(id) >= 0; });
      const taken = (step.mistakes || []).find(function (m) { return m.may_raise; });
      if (!right && held.length && taken) mistake = taken.id;
      // someone left unticked may raise: a full raise reopens for all who acted (D10-11); short ones add up (D9-2);
      // or it was open to him already, and he had not acted since (F20-05); fixed limit has its own words (F20-01)
      const missed = (step.reopens_for || []).filter(function (id) { return given.indexOf(id) < 0; });
      const open = missed.length > 0 && missed.every(function (id) { return (step.still_open || []).indexOf(id) >= 0; });
      const limit = /^variant = "FT"$/m.test(self.data.phh || "");
      const reopenedOne = (step.reopens_for || []).length === 1;  // one player: the limit's words agree (F25-02)
      const full = !limit ? "replay.hint.full_raise" : reopenedOne ? "replay.hint.full_raise.limit.one" : "replay.hint.full_raise.limit";
      const why = open ? "replay.hint.still_open" : step.full_raise ? full : limit ? "replay.hint.adds_up.limit" : "replay.hint.adds_up";
      const who = step.full_raise && !open ? step.reopens_for : missed;
      // a full raise for some, a player it left barred ticked (D21-01): the rule, with who may raise
      const said = missed.length > 0 || (held.length && step.full_raise);
      let hint = !right && !mistake && said ? t(why, { names: self.nameList(who) }) : null;
      // fixed limit, a short all-in bet: a checker ticked has no mistake of its own (D22-01), so the rule is said
      // (D23-02), with the completion only when someone still to act can make it
      if (!right && held.length && limit && step.kind === "bet" && step.full_raise === false) hint = self.shortBet(step);
      self.reveal({ right: right, mistake: mistake, hint: hint });
    }));
  };

  /* Why those who checked may not raise after a short all-in bet in fixed limit: they may call or fold, and only a
     player still to act may complete the bet (CONTRACTS.md: `complete_to`). */
  Replayer.prototype.shortBet = function (step) {
    const names = this.data.names, barred = step.no_longer_raise || [];
    const toAct = names.some(function (id, k) {
      return id !== step.actor && barred.indexOf(id) < 0 && !step.folded[k] && step.stacks[k] > 0;
    });
    const one = barred.length === 1;  // the verb agrees (native review R24-03)
    const key = toAct ? (one ? "replay.hint.short_bet.limit.one" : "replay.hint.short_bet.limit") : one ? "replay.hint.short_bet.limit.last.one" : "replay.hint.short_bet.limit.last";
    return t(key, { names: this.nameList(barred), complete: chips(step.complete_to) });
  };

})();
