-- Guardian Idol: If a Forward you control would be put into the Break Zone, return it to its owner's hand instead.
return { replace_break(my_forward, "hand", "return it to its owner's hand") }
