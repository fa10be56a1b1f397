-- Gate Colossus: no effect on either face.
return {}
