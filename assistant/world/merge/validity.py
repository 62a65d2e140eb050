"""Whether a world's tree holds together: what a merged world must always satisfy.

Every document and folder stands in exactly one place (the top level, one folder, or listed
in the trash), every id the tree or the trash names exists, and no folder holds itself.
"""

from __future__ import annotations

from collections import Counter

from assistant.world.model import World


def tree_problems(world: World) -> list[str]:
    """What is wrong with the world's tree and trash, in technical English; empty when it
    holds together."""
    problems: list[str] = []
    listed = Counter(world.root)
    for folder in world.folders.values():
        listed.update(folder.children)
    trashed = Counter(entry.node_id for entry in world.trash)
    nodes = set(world.documents) | set(world.folders)
    for key in sorted(nodes):
        places = listed[key] + trashed[key]
        if places != 1:
            problems.append(f"{key} stands in {places} places")
    for key in sorted(set(listed) - nodes):
        problems.append(f"the tree names {key}, which is no document or folder")
    for key in sorted(set(trashed) - nodes - set(world.entities)):
        problems.append(f"the trash names {key}, which does not exist")
    for key, count in sorted(trashed.items()):
        if key in world.entities and count > 1:
            problems.append(f"the trash names {key} {count} times")
    problems.extend(_cycles(world))
    return problems


def _cycles(world: World) -> list[str]:
    """Folders not reachable from the top level or the trash: they hold each other."""
    reached: set[str] = set()
    stack = [*world.root, *(entry.node_id for entry in world.trash)]
    while stack:
        key = stack.pop()
        if key in reached:
            continue
        reached.add(key)
        folder = world.folders.get(key)
        if folder is not None:
            stack.extend(folder.children)
    lost = sorted((set(world.documents) | set(world.folders)) - reached)
    return [f"{key} is inside a folder that holds itself" for key in lost]


def is_valid(world: World) -> bool:
    """True when :func:`tree_problems` finds nothing."""
    return not tree_problems(world)


__all__ = ["is_valid", "tree_problems"]
