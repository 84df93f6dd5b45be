"""The macros' building blocks: example files, claims and number formatting fail clearly on bad input."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers.macros_examples import write_example

import calculator
from calculator import TDA, rule_set
from house import ConfigError
from macros.core import SiteConfig
from macros.examples.files import ExampleError, load_example
from macros.facts.claims import ClaimsError, check_claims, failed_claims
from macros.facts.context import MacroContext, example_set
from macros.facts.figures import facts_of
from macros.plugin.config import site_config
from macros.plugin.pages import MACROS, register
from macros.render.cards import cards_html
from macros.text.catalogue import LANGUAGES
from macros.text.names import UnknownPlayerError, player_name
from macros.text.numbers import format_chips

SETTLEMENT = """
[[players]]
id = "ahmose"
contributed = 2000
rank = 1

[[players]]
id = "nefertari"
contributed = 5000
rank = 2

[claims]
"returned.nefertari" = 3000
"pots.0.amount" = 4000
"""


write = write_example


def test_claims_are_checked_against_the_engine(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "heads_up", SETTLEMENT))
    assert failed_claims(facts_of(example, TDA), TDA) == []
    wrong = load_example(write(tmp_path, "wrong", SETTLEMENT.replace("= 4000", "= 4001").replace("3000", "2999")))
    failures = failed_claims(facts_of(wrong, TDA), TDA)
    assert [(f.path, f.claimed, f.engine) for f in failures] == [
        ("returned.nefertari", 2999, 3000),
        ("pots.0.amount", 4001, 4000),
    ]
    with pytest.raises(ClaimsError) as raised:
        check_claims([facts_of(wrong, TDA)], TDA)
    assert "2 claim(s)" in str(raised.value)
    assert "examples/wrong.toml: claim pots.0.amount = 4001, but the engine says 4000" in str(raised.value)
    # the rules as the operator writes them in mkdocs.yml, not a Python dict (newcomer's review 2026-12-05, 15)
    one = load_example(write(tmp_path, "one", SETTLEMENT.replace("= 4000", "= 4001")))
    cash = rule_set("roberts", {"raise_cap": None})
    with pytest.raises(
        ClaimsError, match=r"^examples/one\.toml: claim pots\.0\.amount = 4001, but the engine says 4000 "
    ) as raised:
        check_claims([facts_of(one, cash)], cash)
    assert str(raised.value).endswith(
        "(under the rules name: roberts, odd_chips: one_each, limit_reopen: half_bet, raise_cap: none, showdown: cash)"
    )


def test_a_claim_on_a_figure_that_does_not_exist_fails(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "typo", SETTLEMENT + '"pots.3.amount" = 1\n'))
    [failure] = failed_claims(facts_of(example, TDA), TDA)
    assert "pots.3.amount = 1, but the engine says no such figure" in str(failure)


def test_an_example_without_claims_is_rejected(tmp_path: Path) -> None:
    text = SETTLEMENT.split("[claims]")[0]
    with pytest.raises(ExampleError, match=r"examples/bare\.toml: no \[claims\]"):
        load_example(write(tmp_path, "bare", text))


def test_malformed_toml_names_the_example(tmp_path: Path) -> None:
    with pytest.raises(ExampleError, match=r"examples/broken\.toml is not valid TOML"):
        load_example(write(tmp_path, "broken", "[[players]\n"))


def test_engine_errors_name_the_example(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "negative", SETTLEMENT.replace("2000", "-2000")))
    with pytest.raises(ExampleError, match=r"examples/negative\.toml: the engine .*negative"):
        facts_of(example, TDA)


HAND = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [50, 100]
min_bet = 100
starting_stacks = [1000, 1000]
players = ["ahmose", "nefertari"]
actions = ["p2 cc"]

[_claims]
"input.stack.ahmose" = 1000
"""


@pytest.mark.parametrize(
    ("text", "change", "message"),
    [
        (SETTLEMENT, ("contributed = 5000\n", ""), r"the engine cannot read it: player 2 has no 'contributed'"),
        (SETTLEMENT, ("rank = 2\n", "rank = 2\ncolour = 'red'\n"), r"unknown key 'colour' in player 2"),
        (SETTLEMENT, ("contributed = 2000", 'contributed = "2000"'), r"the engine"),
        (HAND, ("min_bet = 100\n", ""), r"the engine cannot read the hand history: .*min_bet"),
        (HAND, ('players = ["ahmose", "nefertari"]', 'players = ["ahmose"]'), r"players"),
        (HAND, ('"p2 cc"', '"p2 cbr 5"'), r"the engine rejects the hand: "),
    ],
)
def test_a_malformed_example_is_named(tmp_path: Path, text: str, change: tuple[str, str], message: str) -> None:
    example = load_example(write(tmp_path, "bad", text.replace(*change)))
    with pytest.raises(ExampleError, match=r"^examples/bad\.toml: .*" + message):
        facts_of(example, TDA)


def test_a_hand_stopping_mid_hand_has_decisions_but_no_settlement(tmp_path: Path) -> None:
    text = HAND.replace("[_claims]", "[_decisions]\nahmose = 1\n\n[_claims]")
    facts = facts_of(load_example(write(tmp_path, "hand", text)), TDA)
    assert facts.settlement is None and facts.played is None
    assert facts.values["input.stack.nefertari"] == 1000
    assert facts.values["input.min_bet"] == 100
    assert facts.decisions["ahmose"].to_act is not None
    with pytest.raises(ExampleError, match=r"examples/hand\.toml: the hand stops mid-hand"):
        facts.settled()


def test_decision_points_must_lie_within_the_actions(tmp_path: Path) -> None:
    hand = HAND.replace("[_claims]", "[_decisions]\nlate = 5\n\n[_claims]")
    with pytest.raises(ExampleError, match="decision point 'late' must count 0 to 1 actions, not 5"):
        load_example(write(tmp_path, "late", hand))


def test_pages_may_state_only_claimed_figures(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "heads_up", SETTLEMENT))
    context = MacroContext(env=None, rules=TDA, facts={"heads_up": facts_of(example, TDA)})
    assert context.claimed("heads_up", "pots.0.amount").get("pots.0.amount") == 4000
    unclaimed = r"examples/heads_up\.toml: a page states figure 'net\.ahmose' without claiming it"
    with pytest.raises(ExampleError, match=unclaimed):
        context.claimed("heads_up", "net.ahmose")
    with pytest.raises(ExampleError, match=r"examples/heads_up\.toml: no figure 'pots\.9\.amount'"):
        context.claimed("heads_up", "pots.9.amount")
    with pytest.raises(ExampleError, match="no example 'nope'"):
        context.example("nope")


def test_rule_switch_changes_the_figures(tmp_path: Path) -> None:
    text = """
[[players]]
id = "ahmose"
contributed = 50
folded = true

[[players]]
id = "nefertari"
contributed = 1100
rank = 1

[[players]]
id = "ramses"
contributed = 1100
rank = 1

[[players]]
id = "tiya"
contributed = 1100
rank = 1

[claims]
"pots.0.shares.nefertari" = 1117
"""
    example = load_example(write(tmp_path, "split", text))
    assert facts_of(example, TDA).get("pots.0.shares.ramses") == 1117
    switched = facts_of(example, rule_set("tda", {"odd_chips": "remainder_to_first"}))
    assert (switched.get("pots.0.shares.nefertari"), switched.get("pots.0.shares.ramses")) == (1118, 1116)


@pytest.mark.parametrize(
    ("value", "lang", "signed", "expected"),
    [
        (2000, "ru", False, "2\u00a0000"),
        (2000, "en", False, "2,000"),
        (2000, "fa", False, "۲٬۰۰۰"),
        (-1500, "fa", False, "\u200e\u2212۱٬۵۰۰"),
        (-1500, "ru", False, "\u22121\u00a0500"),
        (-5000, "en", True, "\u22125,000"),
        (3300, "en", True, "+3,300"),
        (0, "ru", True, "0"),
    ],
)
def test_chip_counts_are_written_the_languages_way(value: int, lang: str, signed: bool, expected: str) -> None:
    assert format_chips(value, lang, signed) == expected


def test_a_truth_value_is_not_a_chip_count() -> None:
    format_chips(1, "en")
    with pytest.raises(TypeError):
        format_chips(True, "en")


def test_unknown_player_ids_are_errors() -> None:
    assert player_name("raha", "fa") == "رها"
    with pytest.raises(UnknownPlayerError, match="no en name for player id 'zoser'"):
        player_name("zoser", "en")


def test_facts_are_computed_once_for_the_same_files_and_rules(tmp_path: Path) -> None:
    write(tmp_path, "heads_up", SETTLEMENT)
    first = example_set(TDA, tmp_path / "examples")
    assert first.facts["heads_up"].values["returned.nefertari"] == 3000
    assert example_set(TDA, tmp_path / "examples") is first


def test_a_changed_example_file_or_rule_set_is_computed_again(tmp_path: Path) -> None:
    """As in a long-running ``mkdocs serve``: the cache is keyed by the files' contents and the rules."""
    write(tmp_path, "heads_up", SETTLEMENT)
    first = example_set(TDA, tmp_path / "examples")
    write(tmp_path, "heads_up", SETTLEMENT.replace("contributed = 5000", "contributed = 6000"))
    changed = example_set(TDA, tmp_path / "examples")
    assert changed is not first
    assert changed.facts["heads_up"].values["returned.nefertari"] == 4000
    assert example_set(rule_set("tda", {"odd_chips": "remainder_to_first"}), tmp_path / "examples") is not changed


@pytest.mark.parametrize(
    ("cap", "english", "russian"),
    [
        (1, "a bet and one raise", "ставка и один рейз"),
        (3, "a bet and three raises", "ставка и три рейза"),
        (5, "a bet and five raises", "ставка и пять рейзов"),
        (12, "a bet and 12 raises", "ставка и 12 рейзов"),
        (21, "a bet and 21 raises", "ставка и 21 рейз"),
        (22, "a bet and 22 raises", "ставка и 22 рейза"),
    ],
)
def test_raise_cap_reads_with_the_right_plural(cap: int, english: str, russian: str) -> None:
    from dataclasses import replace

    from macros.render.rule_sources import rule_setting

    rules = replace(TDA, raise_cap=cap)
    assert rule_setting(rules, "raise_cap", "en") == english
    assert rule_setting(rules, "raise_cap", "ru") == russian


W = r"in mkdocs.yml \(plugins: allin\)"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"rules": "tda"}, rf"rules {W} must be a mapping of rule options .* not 'tda'"),
        ({"rules": ["tda"]}, rf"rules {W} must be a mapping"),
        ({"rules": {"name": 3}}, rf"rules.name {W} must name a preset, not 3"),
        ({"rules": {"name": "tda", "oddchips": "one_each"}}, rf"rules {W}: unknown rule 'oddchips'"),
        ({"rules": {"raise_cap": -1}}, rf"rules {W}: rule raise_cap must be"),
        ({"rules": {"raise_cap": 10**25}}, rf"rules.raise_cap {W} must be at most 1000 raises"),
        ({"rules": {"odd_chips": None}}, rf"rules.odd_chips {W} is empty"),
        ({"rules": {None: "one_each"}}, rf"rules {W} has an empty key"),
        ({"rules": {"": "one_each"}}, rf"rules {W} has an empty key"),
        ({"claims": "maybe"}, rf"claims {W} must be fail or warn, not 'maybe'"),
        ({"claims": True}, rf"claims {W} must be fail or warn, not True"),
    ],
)
def test_bad_settings_are_one_clear_error(extra: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        site_config(extra)


def test_settings_pick_a_preset_and_override_it() -> None:
    assert site_config({}) == SiteConfig(TDA, "fail")
    assert site_config({"rules": None, "claims": "warn"}) == SiteConfig(TDA, "warn")
    chosen = site_config({"rules": {"name": "tda", "odd_chips": "remainder_to_first", "raise_cap": "none"}})
    assert chosen.rules == rule_set("tda", {"odd_chips": "remainder_to_first", "raise_cap": None})


def test_under_warn_failing_claims_are_returned_not_raised(tmp_path: Path) -> None:
    wrong = facts_of(load_example(write(tmp_path, "wrong", SETTLEMENT.replace("= 4000", "= 4001"))), TDA)
    [failure] = check_claims([wrong], TDA, "warn")
    assert str(failure) == "examples/wrong.toml: claim pots.0.amount = 4001, but the engine says 4000"
    with pytest.raises(ClaimsError):
        check_claims([wrong], TDA, "fail")


PAGE_MACROS = {
    # TEAM.md convention 1: the page-facing macros keep their names; when(), street_table(), house_rules() and
    # mistake_links() are added, and the rules page's sources_table(), the conformance page's macros and the
    # replayer's (replayer() under a lesson's hand, replay_hands() on the replay page), practice_levels() for the
    # practice widget's first level file, practice_genders() for its texts written per gender, count() for a small
    # count in words (the Russian review's Y5), own_hand() for the "Your own hand" page's paste box and table form
    # (issue 29).
    *("fig", "count", "answer", "num", "name", "names", "pot", "cards_of", "holding", "board", "hand", "story"),
    *("options", "pot_table", "stake_table", "result_table", "layer_table", "rules_table", "rule", "digits"),
    *("calculator_hand", "practice_names", "when", "street_table", "house_rules", "mistake_links"),
    *("sources_table", "conformance_bugs", "conformance_href", "conformance_count"),
    *("replayer", "replay_hands", "practice_levels", "practice_genders"),
    # the learner's path (issue 28): a lesson's last block, a worked example's Your turn, the placement quiz's
    # result, the Start link's course; own_hand() for the "Your own hand" page (issue 29)
    *("lesson_end", "your_turn", "placement_result", "course", "own_hand"),
    # what the dealer says to a player who may only call or fold (issue 31, item 5)
    "dealer_words",
    # a link from inside a lesson to the practice level that drills one of its sections (issue 31, item 3)
    "practise_at",
    # an all-in drawn as chips in stacks of twenty, and how the dealer counts them (issue 31, item 4)
    *("chips", "chips_count", "chip", "full_stack"),
}


class FakeEnv:
    """Enough of the plugin's env (``macros.page_render.PageEnv``): the configuration, the page being rendered,
    the macros registered."""

    def __init__(self, lang: str) -> None:
        self.conf = {"theme": {"language": "ru"}}
        self.page = SimpleNamespace(file=SimpleNamespace(locale=lang))
        self.config: dict[str, object] = {}
        self.macros: dict[str, Callable[..., str]] = {}

    def macro(self, v: Callable[..., str], name: str = "") -> Callable[..., str]:
        self.macros[name] = v
        return v


def test_every_page_macro_is_registered_bound_to_the_context(tmp_path: Path) -> None:
    assert set(MACROS) == PAGE_MACROS
    env = FakeEnv("fa")
    facts = facts_of(load_example(write(tmp_path, "heads_up", SETTLEMENT)), TDA)
    context = MacroContext(env, TDA, {"heads_up": facts})
    register(env, context)
    assert set(env.macros) == PAGE_MACROS
    # Plain functions, each with its own signature and docstring, never a partial holding the context with every
    # example's facts (which mkdocs-macros' debug output once wrote out, at a second a build).
    assert all(inspect.isfunction(macro) for macro in env.macros.values())
    assert env.macros["fig"].__doc__ == MACROS["fig"].__doc__
    assert "heads_up" not in repr(context)
    assert env.macros["num"](1000) == "۱٬۰۰۰"
    assert env.macros["fig"]("heads_up", "returned.nefertari") == "۳٬۰۰۰"
    env.page.file.locale = "en"
    assert env.macros["names"](["ahmose", "nefertari"]) == "Ahmose and Nefertari"
    assert env.macros["when"]("odd_chips", "one_each", caller=lambda: "shown") == "shown"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_holding_is_one_element_that_never_breaks_across_lines(lang: str) -> None:
    """A player's two cards (or a board) are one ``.cards`` element, which site.css keeps on one line: before,
    "Tiya holds 9♣ / 9♦" could break between the two cards (newcomer's review, point 9)."""
    html = cards_html("9c9d", lang)
    assert re.fullmatch(r'<span class="cards">(<span class="card [^"]+"[^>]*>[^<]+</span> ?){2}</span>', html), html
    css = (Path(__file__).parent.parent / "docs/assets/css/site.css").read_text(encoding="utf-8")
    assert re.search(r"\.cards\s*\{[^}]*white-space:\s*nowrap", css)


def test_an_engine_error_while_computing_an_example_names_its_file(tmp_path: Path, monkeypatch: Any) -> None:
    # code review 2026-12-05, Part 1 (a) 3: an error the engine raises past reading the example (there, a rule that
    # needs cards, while the street tables settled fake ties) came alone, without the example's name
    def refuses(example: object, rules: object) -> None:
        raise calculator.RulesError("odd_chips high_card_by_suit needs the hole cards")

    write(tmp_path, "tie", SETTLEMENT)
    monkeypatch.setattr("macros.facts.context.facts_of", refuses)
    with pytest.raises(ExampleError, match=r"^examples/tie\.toml: odd_chips high_card_by_suit needs the hole cards$"):
        example_set(TDA, tmp_path / "examples")


@pytest.mark.parametrize("lang", ["ru", "fa", "en"])
def test_pots_in_a_row_won_whole_by_one_player_are_one_sentence(lang: str) -> None:
    """Side pot 2 to Omid, then side pot 1 and the main pot both to Mina: Mina's two pots are one sentence with her
    name once (native review F11-26: «مینا پات جانبی ۱ … را می‌برد. مینا پات اصلی … را می‌برد.»); a pot split between
    two players breaks the run."""
    from macros.render.figures import names as name_list
    from macros.render.narrate import award_sentences
    from macros.text.catalogue import text
    from macros.text.profile import profile

    def fields(pot: str, amount: str, winners: list[str]) -> tuple[list[str], dict[str, str]]:
        return winners, {"names": name_list(winners, lang), "pot": pot, "amount": amount, "shares": "s"}

    said = award_sentences(
        [fields("P2", "200", ["omid"]), fields("P1", "1200", ["mina"]), fields("P0", "1350", ["mina"])], lang
    )
    mina = name_list(["mina"], lang)
    both = profile(lang).join(
        [text("award.pot", lang, pot="P1", amount="1200"), text("award.pot", lang, pot="P0", amount="1350")]
    )
    assert said == [
        text("award.wins", lang, names=name_list(["omid"], lang), pot="P2", amount="200"),
        text("award.wins_all", lang, names=mina, pots=both),
    ]
    assert said[1].count(mina) == 1 and "P1" in said[1] and "P0" in said[1]
    split = award_sentences(
        [fields("P2", "200", ["mina"]), fields("P1", "1200", ["mina", "omid"]), fields("P0", "9", ["mina"])], lang
    )
    assert len(split) == 3
