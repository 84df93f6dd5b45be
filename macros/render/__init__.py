"""What pages and widgets get: tables, diagrams, cards, stories, quizzes, replayer, rule text, widget text."""
