-- Bound Shieldbearer: Bound Shieldbearer must block if able (FF-10.1.3.1.3).
return { must("block") }
