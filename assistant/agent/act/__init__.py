"""Act mode: runs that change the project, approval, review, the plan and the run history."""
