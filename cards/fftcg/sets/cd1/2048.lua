-- Harbor Mercenary: (party icon: may form a party with Forwards of any element)
return {}
