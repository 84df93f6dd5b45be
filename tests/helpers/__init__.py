"""What several test modules share: builds, checks, generators and runners (imported as ``helpers.<module>``).

No test module imports another; fixtures live in ``tests/conftest.py``.
"""
