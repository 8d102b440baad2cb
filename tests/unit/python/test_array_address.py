"""array_address.data_address: the address `.ctypes.data` gives, for every layout."""

from __future__ import annotations

import numpy as np
import pytest

from nrtgrad.python import array_address

BASE = np.arange(60.0).reshape(6, 10)


@pytest.mark.parametrize("array", [np.ones(1), np.ones(7, dtype=np.float32), BASE,
                                   np.asfortranarray(BASE), BASE[1:, ::3], BASE[2], np.ones(0)],
                         ids=["1", "f32", "2-D", "F", "strided", "row", "empty"])
def test_the_address_of_the_data(array):
    assert array_address.data_address(array) == array.ctypes.data


def test_this_numpy_has_the_layout_read():
    assert array_address.data_address is array_address._read_field
