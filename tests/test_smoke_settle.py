"""The first seed example settles to the figures the seed publishes."""

from calculator import settle_json


def test_three_players_example() -> None:
    result = settle_json(
        {
            "players": [
                {"name": "Ahmose", "contributed": 2000, "cards": "AcAd"},
                {"name": "Nefertari", "contributed": 5000, "cards": "KcKd"},
                {"name": "Ramses", "contributed": 12000, "cards": "QcQd"},
            ],
            "board": "2s7h9sJd4c",
        }
    )
    assert result["returned"] == {"Ramses": 7000}
    assert [p["amount"] for p in result["pots"]] == [6000, 6000]
    assert result["payouts"] == {"Ahmose": 6000, "Nefertari": 6000, "Ramses": 7000}
