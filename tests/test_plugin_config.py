"""The site plugin's settings (``macros/plugin/config.py``), read without a build: their limits, the search
languages' lunr settings, keys that are not names, and ``mkdocs.yml`` read as a text (keys given twice, merge keys,
recursive aliases, alias bombs). Each build-level counterpart, one error line, is in ``tests/test_build_errors.py``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from house import ConfigError, read_rules
from macros.plugin.config import EXPANDED_MAX, read_search_languages, yaml_problems

ROOT = Path(__file__).resolve().parent.parent


def test_a_raise_cap_of_exactly_1000_is_accepted_and_1001_is_not() -> None:
    # mutation round 2026-12-05, G1: the limit written ">=" instead of ">"
    assert read_rules({"raise_cap": 1000}).rules.raise_cap == 1000
    with pytest.raises(ConfigError, match="must be at most 1000 raises"):
        read_rules({"raise_cap": 1001})


@pytest.mark.parametrize(
    ("key", "says"),
    [
        (1, "has the key 1, a number, not a name"),
        (True, "has a key YAML reads as true (yes, on or true), not as a name"),
        (False, "has a key YAML reads as false (no, off or false), not as a name"),
        ("", "has an empty key"),
        (None, "has an empty key"),
    ],
)
def test_a_rule_key_that_is_no_name_is_named_as_yaml_read_it(key: object, says: str) -> None:
    # hostile review 2026-12-05, L5: 1 and yes were both "an empty key"
    with pytest.raises(ConfigError, match="^" + re.escape(f"rules in mkdocs.yml (plugins: allin) {says}")):
        read_rules({key: "remainder_to_first"})


def test_search_languages_refuse_a_key_beside_lang_and_pipeline() -> None:
    # mutation round 2026-12-05, G2: a typo such as pipline accepted beside the two
    with pytest.raises(ConfigError, match="must give exactly lang and pipeline"):
        read_search_languages({"fa": {"lang": ["en"], "pipeline": [], "pipline": ["stemmer"]}})


def test_search_languages_refuse_a_pipeline_item_that_is_not_a_name() -> None:
    # mutation round 2026-12-05, G3
    for pipeline in ([""], [3]):
        with pytest.raises(ConfigError, match="pipeline must be a list of lunr pipeline functions"):
            read_search_languages({"fa": {"lang": ["en"], "pipeline": pipeline}})


@pytest.mark.parametrize(
    ("settings", "says"),
    [
        ({"ru": {"lang": ["xx"], "pipeline": []}}, r"search_languages\.ru .*: lang 'xx' is not a lunr language"),
        ({"ru": {"lang": ["ru", "fa"], "pipeline": []}}, "lang 'fa' is not a lunr language Material ships"),
        ({"en": {"lang": ["en"], "pipeline": ["bogus"]}}, r"search_languages\.en .*: pipeline 'bogus' is not a lunr"),
        ({"en": {"lang": ["en"], "pipeline": ["Stemmer"]}}, "pipeline 'Stemmer' is not a lunr pipeline function"),
    ],
)
def test_search_languages_refuse_what_lunr_has_not(settings: dict[str, object], says: str) -> None:
    # hostile review 2026-12-05, M7: the Russian search never started, the English one lost its stemming
    with pytest.raises(ConfigError, match=says):
        read_search_languages(settings)


def test_the_sites_search_languages_are_lunrs() -> None:
    found = read_search_languages(
        {"ru": {"lang": ["ru"], "pipeline": ["stopWordFilter", "stemmer"]}, "fa": {"lang": ["en"], "pipeline": []}}
    )
    assert found["ru"]["pipeline"] == ("stopWordFilter", "stemmer") and found["fa"]["lang"] == ("en",)


# ----- mkdocs.yml as a text


def test_a_key_given_twice_is_named_with_its_line() -> None:
    text = "plugins:\n  - allin:\n      rules:\n        odd_chips: one_each\n        odd_chips: remainder_to_first\n"
    assert yaml_problems(text) == [
        "mkdocs.yml line 5: plugins.allin.rules gives odd_chips twice (YAML would keep the last one silently)"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "rules:\n  <<: {odd_chips: remainder_to_first}\n  odd_chips: one_each\n",
        "rules:\n  <<: [{odd_chips: one_each}, {odd_chips: remainder_to_first}]\n",
        "base: &base {odd_chips: remainder_to_first}\nrules:\n  <<: *base\n  odd_chips: one_each\n",
        "a: &a {odd_chips: x}\nb: &b {<<: *a}\nrules:\n  <<: *b\n  odd_chips: one_each\n",
    ],
    ids=["merged and given", "merged twice", "merged through an alias", "a merge of a merge"],
)
def test_a_key_given_again_through_a_merge_key_is_a_key_given_twice(text: str) -> None:
    # hostile review 2026-12-05, L6: the merged value hid the other from the check
    [problem] = yaml_problems(text)
    assert "rules gives odd_chips twice (once through the merge key <<" in problem, problem


def test_aliases_and_merges_that_give_each_key_once_are_fine() -> None:
    assert yaml_problems("base: &base {odd_chips: one_each}\nrules:\n  <<: *base\n  name: tda\nagain: *base\n") == []


def test_a_recursive_alias_is_read_at_once() -> None:
    # hostile review 2026-12-05, M8: RecursionError, a traceback
    assert yaml_problems("extra:\n  rec: &r [*r]\n  map: &m {self: *m, self2: *m}\n") == []


def bomb(levels: int) -> str:
    lines = ["lol0: &l0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"lol{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 10)}]" for n in range(1, levels + 1)]
    return "extra:\n" + "".join(f"  {line}\n" for line in lines)


def problems_within(text: str, seconds: float) -> list[str]:
    """``yaml_problems(text)`` in a subprocess that is stopped after ``seconds`` (a hang fails, it does not wait)."""
    program = "import json, sys\nfrom macros.plugin.config import yaml_problems\n"
    program += "print(json.dumps(yaml_problems(sys.stdin.read())))"
    done = subprocess.run(
        [sys.executable, "-c", program], input=text, capture_output=True, text=True, cwd=ROOT, timeout=seconds
    )
    assert done.returncode == 0, done.stderr
    return list(json.loads(done.stdout))


def test_an_alias_bomb_is_refused_at_once_in_one_line() -> None:
    # hostile review 2026-12-05, M8: 700 bytes that expand to 10**9 values took the build past 240 s
    assert problems_within(bomb(8), 30) == [
        f"mkdocs.yml line 6: lol4 expands to more than {EXPANDED_MAX} values through aliases of aliases: write it "
        "out, or with fewer aliases"
    ]
    started = time.perf_counter()
    assert yaml_problems(bomb(3)) == []  # 1,111 values: a file may use aliases
    assert time.perf_counter() - started < 5
