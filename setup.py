"""Quire's native module, declared here because pyproject.toml cannot declare them alone.

``assistant.world.search._fold`` folds text for search in one pass of native code. It is optional:
where it cannot be built (no C compiler, no Python headers) the install still succeeds and
Quire does the same work in pure Python, with the same results.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "assistant.world.search._fold",
            sources=["assistant/world/search/_fold.c"],
            optional=True,
        ),
    ],
)
