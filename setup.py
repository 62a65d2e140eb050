"""Quire's one native module, declared here because pyproject.toml cannot declare it alone.

``assistant.world._fold`` folds text for search in one pass of native code. It is optional:
where it cannot be built (no C compiler, no Python headers) the install still succeeds and
``assistant.world.textfold`` folds in pure Python, with the same results.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "assistant.world._fold",
            sources=["assistant/world/_fold.c"],
            optional=True,
        ),
    ],
)
