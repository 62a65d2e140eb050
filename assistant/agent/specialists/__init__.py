"""Specialists: who answers, their tools, and handoffs between them."""
