"""The hand-history format PokerStars writes and GGPoker copies: a header, the table and seats, the forced bets,
one line per action under street markers, the showdown and a summary.

``read_stars_like(lines, dialect)`` reads one hand into an ``ImportedHand``; each site's module
(``pokerstars``, ``ggpoker``) gives its ``Dialect``: how its header reads and whether its "collected" lines name
the pot. Every line is either understood, or known to say nothing about the chips (chat, connections, bounties),
or refused with its number: a hand is never read wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from ..betting import Variant
from ..hand import MAX_PLAYERS
from .errors import HistoryImportError
from .model import FEES, Collected, ImportedHand

SYMBOLS = "$€£¥₮₹"
AMOUNT = rf"[{SYMBOLS}]?(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d+)?"
"""An amount as the histories write it: an optional currency sign, digits grouped by commas or not, decimals."""
CARD = re.compile(r"[2-9TJQKA][cdhs]")


@dataclass(frozen=True, slots=True)
class Header:
    """What a site's first line says: the hand's id, the betting structure and the two stakes as written."""

    hand_id: str
    variant: Variant
    stakes: tuple[str, str]
    currency: str


@dataclass(frozen=True, slots=True)
class Dialect:
    """A site's way of writing the format."""

    site: str
    header: Callable[[str, int], Header]
    """Read the first line (text, line number), or raise ``HistoryImportError``."""
    starts_hand: re.Pattern[str]
    """A line that begins a hand (a second one in the text is refused)."""
    names_pots: bool
    """Whether "collected ... from side pot-1" says which pot (PokerStars) or every line says "pot" (GGPoker)."""


LIMITS = {"No Limit": Variant.NO_LIMIT, "Pot Limit": Variant.POT_LIMIT, "Limit": Variant.FIXED_LIMIT}
GAME = re.compile(r"Hold'em (No Limit|Pot Limit|Limit)\b")
STAKES = re.compile(rf"\((?P<small>{AMOUNT})/(?P<big>{AMOUNT})(?:\([^()]*\))?(?: (?P<code>[A-Z]{{3}}))?\)")


def read_header(rest: str, hand_id: str, line: int) -> Header:
    """The game and stakes from the part of a header after the hand's id (both sites write them alike)."""
    game = GAME.search(rest)
    if game is None:
        shown = re.split(r" - |\(", rest.split(",")[-1].strip())[0].strip() or rest.strip()
        raise HistoryImportError("not_holdem", line, game=shown[:40])
    stakes = STAKES.search(rest, game.end())
    if stakes is None:
        raise HistoryImportError("bad_amount", line, text=rest[game.end() :].strip()[:40] or "(no stakes)")
    small, big = stakes.group("small"), stakes.group("big")
    sign = small[0] if small[0] in SYMBOLS else ""
    return Header(hand_id, LIMITS[game.group(1)], (small, big), stakes.group("code") or sign)


def header_reader(pattern: re.Pattern[str]) -> Callable[[str, int], Header]:
    """A site's reader of its first line: ``pattern`` finds the hand's id (group ``id``) and the rest (``rest``),
    which both sites write alike (``read_header``)."""

    def read(text: str, line: int) -> Header:
        found = pattern.match(text)
        if found is None:
            raise HistoryImportError("unknown_format", line)
        return read_header(found.group("rest"), found.group("id"), line)

    return read


TABLE = re.compile(r"^Table '(?P<table>.*)' (?:\d+-max )?(?:\(Play Money\) )?Seat #(?P<button>\d+) is the button")
SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^()]*?) in chips(?:,[^()]*)?\)(?P<rest>.*)$")
STREET = re.compile(r"^\*\*\* (?P<street>FLOP|TURN|RIVER) \*\*\* (?P<cards>(?:\[[^\]]*\] ?)+)$")
RUN_TWICE = re.compile(
    r"^\*\*\* (?:FIRST|SECOND|THIRD) (?:FLOP|TURN|RIVER|SHOW ?DOWN) \*\*\*|^Hand was run (?:twice|\w+ times)"
)
SUMMARY_TOTAL = re.compile(
    rf"^Total pot (?P<total>{AMOUNT})(?P<pots>(?: Main pot {AMOUNT}\.)?(?: Side pot(?:-\d+)? {AMOUNT}\.)*)"
    r"\s*(?:\|(?P<fees>.*))?$"
)
SIDE_POT = re.compile(rf"(?P<label>Main pot|Side pot(?:-(?P<n>\d+))?) (?P<amount>{AMOUNT})\.")
FEE = re.compile(rf"^\s*(?P<name>[A-Za-z]+) (?P<amount>{AMOUNT})\s*$")
CASH_DROP = re.compile(rf"^Cash Drop to Pot : total (?P<amount>{AMOUNT})\s*$")
NOTHING_ABOUT_CHIPS = re.compile(
    r"^.+ said, \".*\"$"
    r"|^.+ (?:is connected|is disconnected|has returned|has timed out(?: while (?:being )?disconnected)?"
    r"|is sitting out|leaves the table|joins the table at seat #\d+|will be allowed to play after the button"
    r"|was removed from the table.*|re-buys and receives .*|takes the add-on .*|finished the tournament.*"
    r"|wins the tournament.*|wins the .*bounty.*|wins .* for eliminating .*|cashed out the hand.*)\s*$"
    r"|^.+: (?:sits out|is sitting out|Chooses to EV Cashout|Pays Cashout Risk \(.*\)|doesn't show hand"
    r"|shows? bounty.*)\s*$"
    r"|^(?:Board|FIRST Board|SECOND Board) \[.*\]$|^Seat \d+: .*$"
)
"""Lines that say nothing about the chips in the pots: chat, connections, bounties, the summary's seat lines."""


class _Reader:
    """One hand being read, line by line."""

    def __init__(self, lines: Sequence[str], first: int, dialect: Dialect) -> None:
        self.lines = lines
        self.dialect = dialect
        self.at = first + 1  # index into lines: the line after the header
        self.header = dialect.header(lines[first], first + 1)
        self.money = bool(self.header.currency)
        self.seats: dict[str, int] = {}
        self.stacks: dict[str, int] = {}
        self.sitting_out: set[str] = set()
        self.button = 0
        self.by_length: list[str] = []
        self.active: set[str] = set()  # players dealt in: they post, act, are dealt or show
        self.antes: dict[str, tuple[int, bool]] = {}
        self.blinds: dict[str, int] = {}  # live blinds and straddles by player (negative: a live post)
        self.dead: dict[str, int] = {}
        self.small_blind: str | None = None
        self.big_blind: str | None = None
        self.posted_order: list[str] = []
        self.hole: dict[str, str] = {}
        self.actions: list[tuple[str, int, str]] = []  # (player or "" for the dealer, line, PHH action with {seat})
        self.chips: dict[int, int] = {}  # what a call says it put in, by its place in ``actions``
        self.street_bets: dict[str, int] = {}
        self.board: list[str] = []
        self.street = "posts"
        self.returned: list[tuple[str, int]] = []
        self.collected: list[Collected] = []
        self.stated: list[int] = []
        self.total: int | None = None
        self.fees: list[tuple[str, int]] = []
        self.added: list[tuple[str, int]] = []
        self.notes: set[str] = set()
        self.known: dict[str, str] = {}  # each card seen: its holder ("" for the board)

    # ----- amounts and names

    def amount(self, text: str, line: int) -> int:
        """An amount in whole units of the hand (cents when the hand is played for money)."""
        text = text.strip()
        sign = text[0] if text and text[0] in SYMBOLS else ""
        if sign and self.money and self.header.currency in SYMBOLS and sign != self.header.currency:
            raise HistoryImportError("mixed_units", line, text=text)
        if sign and not self.money:
            raise HistoryImportError("mixed_units", line, text=text)
        digits = text[len(sign) :].replace(",", "")
        try:
            value = Decimal(digits)
        except InvalidOperation:
            raise HistoryImportError("bad_amount", line, text=text[:40]) from None
        if not re.fullmatch(r"\d+(?:\.\d+)?", digits):
            raise HistoryImportError("bad_amount", line, text=text[:40])
        scaled = value * (100 if self.money else 1)
        if scaled != scaled.to_integral_value():
            raise HistoryImportError("fraction_of_unit", line, text=text)
        return int(scaled)

    def who(self, text: str, separator: str = ": ") -> tuple[str, str] | None:
        """The seated player a line begins with (``name`` + ``separator``) and the rest, or None."""
        for name in self.by_length:
            if text.startswith(name + separator):
                return name, text[len(name) + len(separator) :]
        return None

    def seen(self, cards: str, line: int, owner: str = "") -> None:
        """Note cards dealt to the board or to ``owner``; a card already dealt or held by another is an error."""
        for i in range(0, len(cards), 2):
            card = cards[i : i + 2]
            if self.known.get(card, owner) != owner or (not owner and card in self.known):
                raise HistoryImportError("card_twice", line, card=card)
            self.known[card] = owner

    def cards(self, text: str, line: int) -> str:
        """``[Ah Kd]`` as ``AhKd`` (PHH's way), or an error."""
        inner = text.strip()
        if not (inner.startswith("[") and inner.endswith("]")):
            raise HistoryImportError("bad_cards", line, text=text[:40])
        words = inner[1:-1].split()
        if not words or not all(CARD.fullmatch(word) for word in words):
            raise HistoryImportError("bad_cards", line, text=text[:40])
        return "".join(words)

    # ----- the parts of a hand

    def read(self) -> ImportedHand:
        self._table()
        self._seat_lines()
        while self.at < len(self.lines):
            text = self.lines[self.at].strip()
            line = self.at + 1
            self.at += 1
            if not text:
                if self.street == "summary":
                    break
                continue
            if self.dialect.starts_hand.match(text):
                raise HistoryImportError("several_hands", line)
            if self.street == "summary":
                self._summary_line(text, line)
            else:
                self._line(text, line)
        for rest in range(self.at, len(self.lines)):
            text = self.lines[rest].strip()
            if self.dialect.starts_hand.match(text):
                raise HistoryImportError("several_hands", rest + 1)
            if text and not NOTHING_ABOUT_CHIPS.match(text):
                raise HistoryImportError("unknown_line", rest + 1)
        if self.street != "summary":
            raise HistoryImportError("no_summary", len(self.lines))
        return self._hand()

    def _next_line(self) -> tuple[str, int]:
        while self.at < len(self.lines) and not self.lines[self.at].strip():
            self.at += 1
        if self.at >= len(self.lines):
            raise HistoryImportError("no_table_line", len(self.lines))
        self.at += 1
        return self.lines[self.at - 1].strip(), self.at

    def _table(self) -> None:
        text, line = self._next_line()
        found = TABLE.match(text)
        if found is None:
            raise HistoryImportError("no_table_line", line)
        self.button = int(found.group("button"))

    def _seat_lines(self) -> None:
        while self.at < len(self.lines) and self.lines[self.at].strip().startswith("Seat "):
            text, line = self.lines[self.at].strip(), self.at + 1
            self.at += 1
            found = SEAT.match(text)
            if found is None:
                raise HistoryImportError("bad_seat", line)
            seat, name = int(found.group("seat")), found.group("name")
            if seat in self.seats.values():
                raise HistoryImportError("seat_twice", line, seat=seat)
            if name in self.seats:
                raise HistoryImportError("name_twice", line, name=name)
            self.seats[name] = seat
            self.stacks[name] = self.amount(found.group("stack"), line)
            if not self.stacks[name]:
                raise HistoryImportError("no_chips", line, name=name[:40])
            if "sitting out" in found.group("rest") or "out of hand" in found.group("rest"):
                self.sitting_out.add(name)
        if not self.seats:
            raise HistoryImportError("no_seats", self.at + 1)
        self.by_length = sorted(self.seats, key=len, reverse=True)

    def _line(self, text: str, line: int) -> None:
        if text.startswith("*** "):
            self._marker(text, line)
            return
        drop = CASH_DROP.match(text)
        if drop:
            self.added.append(("cash_drop", self.amount(drop.group("amount"), line)))
            return
        returned = re.match(rf"^Uncalled bet \((?P<amount>{AMOUNT})\) returned to (?P<name>.+)$", text)
        if returned:
            name = returned.group("name")
            if name not in self.seats:
                raise HistoryImportError("unknown_player", line, name=name[:40])
            self.returned.append((name, self.amount(returned.group("amount"), line)))
            return
        dealt = re.match(r"^Dealt to (?P<rest>.+?)\s*$", text)
        if dealt:
            self._dealt(dealt.group("rest"), line)
            return
        collected = self.who(text, " collected ")
        if collected:
            self._collected(collected[0], collected[1], line)
            return
        acting = self.who(text)
        if acting:
            if "Cashout" in acting[1]:
                self.notes.add("cashout")
            if NOTHING_ABOUT_CHIPS.match(text):
                return
            self._action(acting[0], acting[1].strip(), line)
            return
        if NOTHING_ABOUT_CHIPS.match(text):
            return
        if text.startswith("Total pot "):
            raise HistoryImportError("out_of_place", line, why="the summary has not begun")
        raise HistoryImportError("unknown_line", line)

    def _marker(self, text: str, line: int) -> None:
        if RUN_TWICE.match(text):
            raise HistoryImportError("run_twice", line)
        if text.startswith("*** HOLE CARDS ***"):
            self._to_street("preflop", line)
            return
        if text.startswith("*** SHOW DOWN ***") or text.startswith("*** SHOWDOWN ***"):
            self.street = "showdown"
            return
        if text.startswith("*** SUMMARY ***"):
            self.street = "summary"
            return
        found = STREET.match(text)
        if found is None:
            raise HistoryImportError("unknown_line", line)
        groups = re.findall(r"\[([^\]]*)\]", found.group("cards"))
        cards = [self.cards(f"[{group}]", line) for group in groups]
        before = "".join(self.board)
        if len(cards) == 1:
            before_given, new = "", cards[0]
        else:
            before_given, new = "".join(cards[:-1]), cards[-1]
        expected = {"FLOP": (0, 3), "TURN": (3, 1), "RIVER": (4, 1)}[found.group("street")]
        if before_given != before or len(self.board) != expected[0] or len(new) != 2 * expected[1]:
            raise HistoryImportError("out_of_place", line, why="the board so far does not match the cards before it")
        self._to_street(found.group("street").lower(), line)
        self.seen(new, line)
        self.board.extend(new[i : i + 2] for i in range(0, len(new), 2))
        self.actions.append(("", line, f"d db {new}"))

    def _to_street(self, street: str, line: int) -> None:
        order = ["posts", "preflop", "flop", "turn", "river"]
        if self.street not in order or order.index(street) != order.index(self.street) + 1:
            raise HistoryImportError("out_of_place", line, why=f"the {street} cannot follow the {self.street}")
        self.street = street
        if street != "preflop":
            self.street_bets = {}

    def _dealt(self, rest: str, line: int) -> None:
        for name in self.by_length:
            if rest == name or rest.startswith(name + " ["):
                self.active.add(name)
                shown = rest[len(name) :].strip()
                if shown:
                    cards = self.cards(shown, line)
                    if len(cards) != 4:
                        raise HistoryImportError("bad_cards", line, text=shown[:40])
                    self.seen(cards, line, name)
                    self.hole[name] = cards
                return
        raise HistoryImportError("unknown_player", line, name=rest[:40])

    def _collected(self, name: str, rest: str, line: int) -> None:
        found = re.match(rf"^(?P<amount>{AMOUNT}) from (?P<pot>pot|main pot|side pot(?:-(?P<n>\d+))?)\s*$", rest)
        if found is None:
            raise HistoryImportError("unknown_line", line)
        label = found.group("pot")
        pot: int | None
        if not self.dialect.names_pots:
            pot = None
        elif label in ("pot", "main pot"):
            pot = 0
        else:
            pot = int(found.group("n") or 1)
        self.collected.append(Collected(pot, name, self.amount(found.group("amount"), line), line))

    ACTION = re.compile(
        rf"^(?:(?P<kind>folds|checks)(?: \[[^\]]*\])?|(?P<verb>calls|bets) (?P<amount>{AMOUNT})"
        rf"|raises (?P<by>{AMOUNT}) to (?P<to>{AMOUNT})|shows (?P<shown>\[[^\]]*\])(?: \(.*\))?|(?P<muck>mucks hand))"
        r"(?P<all_in> and is all-in)?(?: and has reached the \[\w+\] cap)?\s*$"
    )
    POST = re.compile(
        rf"^posts (?P<what>the ante|ante|small blind|big blind|small & big blinds|straddle) (?P<amount>{AMOUNT})"
        r"(?P<all_in> and is all-in)?\s*$"
    )

    def _action(self, name: str, rest: str, line: int) -> None:
        if rest.startswith("posts "):
            self._post(name, rest, line)
            return
        found = self.ACTION.match(rest)
        if found is None:
            raise HistoryImportError("unknown_line", line)
        if self.street == "posts":
            raise HistoryImportError("out_of_place", line, why="an action before the hole cards are dealt")
        self.active.add(name)
        if found.group("kind") == "folds":
            self.actions.append((name, line, "{seat} f"))
        elif found.group("kind") == "checks":
            self.actions.append((name, line, "{seat} cc"))
        elif found.group("verb") == "calls":
            called = self.amount(found.group("amount"), line)
            self.street_bets[name] = self.street_bets.get(name, 0) + called
            self.chips[len(self.actions)] = called
            self.actions.append((name, line, "{seat} cc"))
        elif found.group("verb") == "bets":
            total = self.street_bets.get(name, 0) + self.amount(found.group("amount"), line)
            self.street_bets[name] = total
            self.actions.append((name, line, f"{{seat}} cbr {total}"))
        elif found.group("to"):
            total = self.amount(found.group("to"), line)
            self.street_bets[name] = total
            self.actions.append((name, line, f"{{seat}} cbr {total}"))
        elif found.group("shown"):
            cards = self.cards(found.group("shown"), line)
            shown = cards + "??" * (2 - len(cards) // 2) if len(cards) < 4 else cards
            if len(shown) != 4:
                raise HistoryImportError("bad_cards", line, text=found.group("shown")[:40])
            self.seen(cards, line, name)
            self.actions.append((name, line, f"{{seat}} sm {shown}"))
        else:
            self.actions.append((name, line, "{seat} sm"))

    def _post(self, name: str, rest: str, line: int) -> None:
        found = self.POST.match(rest)
        if found is None:
            raise HistoryImportError("bad_post", line)
        if self.street != "posts":
            raise HistoryImportError("out_of_place", line, why="a forced bet after the hole cards are dealt")
        self.active.add(name)
        amount = self.amount(found.group("amount"), line)
        all_in = bool(found.group("all_in"))
        what = found.group("what")
        if what in ("the ante", "ante"):
            self.antes[name] = (amount, all_in)
            return
        if name in self.blinds:
            raise HistoryImportError("bad_post", line)
        if what == "small blind" and self.small_blind is None:
            self.small_blind = name
            self.blinds[name] = max(amount, self.stake(0, line)) if all_in else amount
        elif what == "big blind" and self.big_blind is None:
            self.big_blind = name
            self.blinds[name] = max(amount, self.stake(1, line)) if all_in else amount
        elif what == "straddle":
            self.blinds[name] = amount
        elif what == "small & big blinds":
            big = self.stake(1, line)
            self.blinds[name] = -big
            self.dead[name] = amount - big
        elif what == "big blind":
            self.blinds[name] = -amount  # a live post out of turn
        else:
            raise HistoryImportError("bad_post", line)
        self.street_bets[name] = abs(self.blinds[name])
        self.posted_order.append(name)

    def stake(self, which: int, line: int) -> int:
        return self.amount(self.header.stakes[which], line)

    def _summary_line(self, text: str, line: int) -> None:
        if RUN_TWICE.match(text):
            raise HistoryImportError("run_twice", line)
        total = SUMMARY_TOTAL.match(text)
        if total:
            self.total = self.amount(total.group("total"), line)
            for pot in SIDE_POT.finditer(total.group("pots") or ""):
                self.stated.append(self.amount(pot.group("amount"), line))
            for part in (total.group("fees") or "").split("|"):
                if not part.strip():
                    continue
                fee = FEE.match(part)
                if fee is None or fee.group("name").lower() not in FEES:
                    raise HistoryImportError("bad_summary", line)
                value = self.amount(fee.group("amount"), line)
                if value:
                    self.fees.append((fee.group("name").lower(), value))
            return
        if NOTHING_ABOUT_CHIPS.match(text) or text.startswith("Total pot"):
            if text.startswith("Total pot"):
                raise HistoryImportError("bad_summary", line)
            return
        raise HistoryImportError("unknown_line", line)

    # ----- the hand in PHH's terms

    def _hand(self) -> ImportedHand:
        playing = [name for name in self.seats if name in self.active or name in self.antes or name in self.blinds]
        playing.sort(key=lambda name: (self.seats[name] <= self.button, self.seats[name]))
        count = len(playing)
        if count < 2:
            raise HistoryImportError("too_few_players", None, count=count)
        if count > MAX_PLAYERS:
            raise HistoryImportError("too_many_players", None, count=count)
        seat_of = {name: f"p{index + 1}" for index, name in enumerate(playing)}
        table_ante = max((amount for amount, _ in self.antes.values()), default=0)
        antes = [self._ante(name, table_ante) for name in playing]
        blinds = [self.blinds.get(name, 0) for name in playing]
        if self.dead:
            if any(antes):
                raise HistoryImportError("dead_blind_with_antes", None)
            antes = [self.dead.get(name, 0) for name in playing]
        if count == 2:  # PHH writes the small blind's (the button's) entries first heads-up
            antes, blinds = [antes[1], antes[0]], [blinds[1], blinds[0]]
        stakes = (
            (self.stake(0, 1), self.stake(1, 1)) if self.header.variant is Variant.FIXED_LIMIT else (self.stake(1, 1),)
        )
        dealt = [(0, f"d dh {seat_of[name]} {self.hole.get(name, '????')}") for name in playing]
        actions = dealt + [
            (line, text.format(seat=seat_of[name]) if name else text) for name, line, text in self.actions
        ]
        return ImportedHand(
            site=self.dialect.site,
            hand_id=self.header.hand_id,
            variant=self.header.variant,
            unit="0.01" if self.money else "1",
            currency=self.header.currency,
            players=tuple(playing),
            seats=tuple(self.seats[name] for name in playing),
            starting_stacks=tuple(self.stacks[name] for name in playing),
            antes=tuple(antes),
            blinds_or_straddles=tuple(blinds),
            stakes=stakes,
            actions=tuple(text for _, text in actions),
            action_lines=tuple(line for line, _ in actions),
            call_chips=tuple(self.chips.get(n - len(dealt)) for n in range(len(actions))),
            returned=tuple(self.returned),
            collected=tuple(self.collected),
            stated_pots=tuple(self.stated),
            total_pot=self.total,
            fees=tuple(self.fees),
            added=tuple(self.added),
            notes=tuple(sorted(self.notes)),
        )

    def _ante(self, name: str, table_ante: int) -> int:
        """The ante the table asks of ``name`` (a short stack posts less, all-in: PHH writes the full ante)."""
        if name not in self.antes:
            return 0
        amount, all_in = self.antes[name]
        return table_ante if all_in else amount


def read_stars_like(lines: Sequence[str], first: int, dialect: Dialect) -> ImportedHand:
    """Read the hand whose header is ``lines[first]``."""
    return _Reader(lines, first, dialect).read()
